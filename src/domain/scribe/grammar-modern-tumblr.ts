/**
 * The modern-tumblr voice of the Cursed Scroll: a callout post, lower case, written by someone who has
 * never left the fourteenth century. Short lines, the audacity, and a monk who "screenshots" by copying.
 */
import { alts, type Grammar } from './phrase-grammar'

export const modernTumblrVoice: Grammar = {
  // lower case on purpose, and like every title, no full stop at the end
  title: alts(`
    {tu-title-head} {tu-title-tag}
    {tu-title-head}, {tu-title-seal}
    {tu-title-line}
  `),
  'tu-title-head.low': alts(`
    a small callout scroll
    a tiny callout
    a gentle callout post
    a friendly psa
    a lil scroll
    a soft callout
  `),
  'tu-title-tag.low': alts(`
    (affectionate)
    (no hate)
    (said with love)
    (medieval edition)
    (gently)
  `),
  'tu-title-seal.low': alts('but make it medieval\nread when free\nsorry in advance\na short thread'),
  'tu-title-line.low': alts('ok so. a scroll'),
  'tu-title-head.mid': alts(`
    a callout scroll
    ye olde callout post
    a callout post
    an open letter
    a scroll about thy whole deal
    a public service announcement
  `),
  'tu-title-tag.mid': alts(`
    (yes, thee)
    (long, sorry)
    (receipts included)
    (this one's for thee)
    (not a subtweet)
  `),
  'tu-title-seal.mid': alts('we need to talk\nreceipts attached\na thread\nplease read to the end'),
  'tu-title-line.mid': alts('a callout scroll. yes, thee\nye olde callout post'),
  'tu-title-head.high': alts(`
    THE CALLOUT SCROLL
    ye olde callout post
    THE FINAL CALLOUT
    a callout. a big one
    a whole thread about thee
    the receipts scroll
  `),
  'tu-title-tag.high': alts(`
    (it's long)
    (not sorry)
    (everyone is tagged)
    (the monks have copies)
    (sources: everyone)
  `),
  'tu-title-seal.high': alts(`
    part two: the reckoning
    no further questions
    the herald has been told
    pinned to the church door
  `),
  'tu-title-line.high': alts('THE CALLOUT SCROLL. thou knowest why'),
  salutation: alts(`
    To {$target}, {tu-sal-name}, {tu-sal-how},
    To {$target}, {tu-sal-name},
    To {$target}, {tu-sal-how},
  `),
  'tu-sal-name.low': alts(`
    bestie
    friend (affectionate)
    my fellow peasant
    neighbour (complimentary)
    pal
    my liege (casual)
  `),
  'tu-sal-how.low': alts(`
    hi. hello. we need to talk
    heyyy (medieval)
    quick thing
    no hate but
    so. um
  `),
  'tu-sal-name.mid': alts(`
    bestie (derogatory)
    my liege (sarcastic)
    thou absolute knave
    my nemesis (casual)
    friend (loosely)
    thou, yes, thee
  `),
  'tu-sal-how.mid': alts(`
    ok so
    we need to discuss thy whole deal
    long scroll, sorry not sorry
    strap on thine armour
    i have notes
  `),
  'tu-sal-name.high': alts(`
    thou absolute menace
    thou walking red flag
    villain of the whole village notice board
    thou disaster of a knave
    my nemesis (formal)
    thou, specifically
  `),
  'tu-sal-how.high': alts(`
    i have been SITTING on this
    no. just no. ok here goes
    the gloves are OFF
    it is callout time
    everyone is watching this happen
  `),
  proclaim: alts(`
    ok so. gather round, peasants. apparently: “{$grievance}{$stop}” and i am simply supposed to be normal about this? in this economy? (the economy is turnips.)
    not me finding out that: “{$grievance}{$stop}” i had to put my goblet down. i had to lie on the floor of the great hall.
    friendly reminder that this happened: “{$grievance}{$stop}” no notes. actually, many notes. see below.
    the way i screamed when i heard: “{$grievance}{$stop}” the whole village heard me. the goats heard me.
  `),
  'tu-line': alts(`
    no because who raised thee. wolves? kind wolves would have done better.
    the audacity. the sheer audacity. the AUDACITY, {$addressee}.
    it's giving… plague-adjacent.
    tell me thou art a knave without telling me thou art a knave. oh wait.
    the bar was on the dungeon floor and thou didst bring a shovel.
    respectfully? thou art {insult}. disrespectfully? also that.
    this is thy sign to {tu-sign}. it is a {tu-large} sign. it is carved in {tu-oak}.
    i'm not saying thou art the villain of this ballad, but the minstrels are.
    living rent-free in my castle? no. thou owest rent. thou owest back rent.
    main character energy, except the character is the {tu-fourth} peasant from the {tu-left}.
    i have screenshotted this. i mean i have had a monk copy it out by hand. same thing.
    thou art {simile}, and i say that with my whole chest (armoured).
    not the whole village talking about thee in the tavern group chat (a notice nailed to the door). because they are.
    the vibes? rancid. the humours? unbalanced.
    this is not a subtweet. this is not even a sub-scroll. it is a direct scroll. hello.
    who is going to tell them. oh. me. i am telling them. with a herald.
  `),
  'tu-sign': alts('reflect on thy choices\nsit down\nrethink everything\nlog off (go outside)'),
  'tu-large': alts('large\nvery large\nfrankly enormous'),
  'tu-oak': alts('oak\nstone\na turnip'),
  'tu-fourth': alts('fourth\nthird\nfifth'),
  'tu-left': alts('left\nright'),
  'tu-judge.low': alts(`
    anyway thou art {insult} and i think that's beautiful actually. no i don't.
    gently: thou art {insult}. gently!!
  `),
  'tu-judge.mid': alts(
    'thou art {insult}. i said what i said.\nthou art {insult} and the people deserve to know.',
  ),
  'tu-judge.high': alts(`
    THOU. ART. {insult|upper}.
    thou art {insult} and honestly? the geese were right about thee.
    thou art {insult}. this is not a debate. this is a proclamation.
  `),
  'grievance-more': alts(`
    and that's just the first line. there's more. so much more.
    it keeps going from there. i read all of it. i need a lie down.
    there is a whole second page of this. the monk ran out of ink.
  `),
  // the saga's shared interludes, said in this voice's lower case
  interlude: alts('{rumours|lower}\n{catalogue|lower}\n{prophecy|lower}'),
  'body.low': alts('{tu-line} {tu-judge} {tu-line}\n{tu-judge} {tu-line} {tu-line}'),
  'body.mid': alts('{tu-line} {tu-line} {tu-judge} {doom|lower}\n{tu-judge} {tu-line} {tu-line}'),
  'body.high': alts(
    '{tu-judge} {tu-line} {tu-line} {doom|lower}\n{tu-line} {tu-judge} {doom|lower} {tu-line}',
  ),
  'curse-intro': alts(`
    anyway here's a {tu-ci-curse}. it's free. (it's not free, {tu-ci-paid}.)
    and now: {tu-ci-the-curse}. drink water first.
    ok curse time.
    sorry in advance (not sorry): {tu-ci-coming-up}.
  `),
  'tu-ci-curse': alts('curse\nlittle curse\nwhole curse\ncursed treat'),
  'tu-ci-paid': alts('someone paid for this\nthis cost actual coins\na whole groat was spent here'),
  'tu-ci-the-curse': alts('the curse\nthe curse part\na curse\nthe main event'),
  'tu-ci-coming-up': alts('a curse\nthe curse\none curse, coming up'),
  'own-curse': alts(`
    may thy carrier pigeons always deliver to the wrong castle
    may every herald in the land leave thee on 'read'
    may the tavern go quiet every time thou speakest
    may the bard only ever play thee the songs thou hatest
  `),
  'signoff.low': alts('ok that is all. love (?),\nbye (affectionate),'),
  'signoff.mid': alts('anyway. bye.\nk. bye.'),
  'signoff.high': alts('blocked, reported, and excommunicated,\nnot sorry. bye forever,'),
}
