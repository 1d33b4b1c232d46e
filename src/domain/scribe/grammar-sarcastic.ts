/**
 * The sarcastic voice (Cursed Scroll and commissions): praise so warm it is plainly frozen, a slow clap in
 * every sentence.
 */
import { alts, type Grammar } from './phrase-grammar'

export const sarcasticVoice: Grammar = {
  title: alts(`
    {sa-title-head} {sa-title-tail}
    {sa-title-head}, {sa-title-seal}
    {sa-title-line}
  `),
  'sa-title-head.low': alts(`
    A Glowing Tribute
    A Heartfelt Salute
    A Warm Commendation
    A Little Celebration
    A Sincere Compliment
    A Gushing Testimonial
  `),
  'sa-title-tail.low': alts(`
    (Not Really)
    for Thy Many Talents
    in Honour of Thy Genius
    to a True Visionary, Apparently
    on Thy Remarkable Achievement
  `),
  'sa-title-seal.low': alts('Apparently\nTruly\nAllegedly\nor So I Am Told'),
  'sa-title-line.low': alts(
    'A Note of Heartfelt Admiration (Not Really)\nCongratulations Are in Order, Apparently',
  ),
  'sa-title-head.mid': alts(`
    A Standing Ovation
    A Round of Applause
    A Toast
    A Hearty Cheer
    A Slow Clap
    A Grand Tribute
  `),
  'sa-title-tail.mid': alts(`
    for Thy Brilliance
    in Thine Honour, Regrettably
    for Services to Nonsense
    to the Genius Among Us
    at Thy Finest Blunder
  `),
  'sa-title-seal.mid': alts('Seated\nMuffled\nHeavily Rehearsed\nfrom Across the Room'),
  'sa-title-line.mid': alts('A Scroll of Sincere Praise, Sincerely Not'),
  'sa-title-head.high': alts(`
    A Medal
    A Laurel Wreath
    A Lifetime Achievement Award
    A Triumphal Parade
    A Hero's Welcome
    A Golden Trophy
  `),
  'sa-title-tail.high': alts(`
    for Thine Unmatched Genius
    for Services to Disaster
    Awarded by a Grateful Nobody
    in Recognition of Everything
    Presented by the Village Goat
  `),
  'sa-title-seal.high': alts('Cast in Lead\nMade of Tin\nRichly Undeserved\nSlightly Dented'),
  'sa-title-line.high': alts('Oh, Bravo. Truly. Bravo\nA Medal for Thee, Cast in Lead'),
  // a glowing name, then the word or the praise that undoes it
  salutation: alts(`
    To {$target}, {sa-sal-name}, {sa-sal-tag},
    To {$target}, {sa-sal-name}, {sa-sal-praise},
    {sa-sal-line}
  `),
  'sa-sal-name.low': alts(`
    a genius
    a shining example
    a true original
    such a treasure
    a joy to the whole parish
    a marvel of our age
  `),
  'sa-sal-tag.low': alts(`
    clearly
    truly
    apparently
    obviously
    of course
    they tell me
  `),
  'sa-sal-praise.low': alts(`
    whose every idea is a gift to us all
    who has never once been wrong, just ask
    whose advice I keep, in a drawer
  `),
  'sa-sal-line.low': alts(`
    To {$target}, whose talents are many, and whose victims are more,
    To {$target}, what a delight, truly,
  `),
  'sa-sal-name.mid': alts(`
    the brightest light of the kingdom
    pride of the parish
    the wisest head in the shire
    a legend in thine own lunchtime
    our finest mind
    the toast of the village
  `),
  'sa-sal-tag.mid': alts(`
    apparently
    or so thou tellest everyone
    reportedly
    allegedly
    as thou tellest it
    according to thee
  `),
  'sa-sal-praise.mid': alts(`
    whose genius the rest of us are too dim to see
    without whom the world would be so much calmer
    whose opinions arrive before anyone asks
  `),
  'sa-sal-line.mid': alts(`
    To {$target}, a name on everyone's lips, sadly,
    To {$target}, how lucky we all are to know thee, truly,
  `),
  'sa-sal-name.high': alts(`
    oh wise and wonderful one
    oh flawless one
    oh most gifted of mortals
    oh peerless paragon
    oh light of the age
    oh jewel of the kingdom
  `),
  'sa-sal-tag.high': alts(`
    obviously
    naturally
    of course
    as thou never tirest of telling us
    beyond all doubt, surely
    needless to say
  `),
  'sa-sal-praise.high': alts(`
    to whom the rest of us are simply not worthy
    whose brilliance is blinding, and also loud
    whom history will remember, as a warning
  `),
  'sa-sal-line.high': alts(`
    To {$target}, a name the bards shall sing, in the comic section,
    To {$target}, a legend, in every sense but the good one,
  `),
  proclaim: alts(`
    Oh, splendid. Truly. I have been informed that: “{$grievance}{$stop}” What a marvellous idea that was. The kingdom is richer for it, and by richer I mean poorer.
    Let us all take a moment to applaud this masterstroke: “{$grievance}{$stop}” Bravo. Encore. No, please, not encore.
    Wonderful news reached me today: “{$grievance}{$stop}” I cannot imagine what possessed thee. Actually I can. It was thee.
  `),
  'sa-line': alts(`
    I am {sa-certain} thou hadst thy reasons. I am equally certain they were {sa-bad}.
    Please, do go on. The scribes are paid by the word.
    Truly, the bards will sing of this, in the comic section.
    Oh no, do not apologise. Why spoil a perfect record now?
    What a rare gift thou hast: every room feels larger the moment thou leavest it.
    Thou art clearly the wisest soul in the room, provided the room is otherwise full of turnips.
    I am {sa-in-awe}. Not the good kind of awe, but awe {sa-nonetheless}.
    Never change. Actually, please do change, and at once.
    Such vision. Such leadership. Such a pity.
    I would agree with thee, but then we should both be {sa-wrong}.
    It must be exhausting, being right all the time inside thine own head.
    {sa-lesson}
  `),
  'sa-gifted': alts('gifted\ntalented\ndedicated'),
  'sa-lesson': alts(`
    Thank thee for the lesson. The lesson was: never again.
    Thank thee for the lesson. The lesson was: not like that.
    Thank thee for the education. It taught me to lock the door.
  `),
  'sa-certain': alts('certain\nsure\nquite sure'),
  'sa-bad': alts('bad\npoor ones\nterrible'),
  'sa-in-awe': alts('in awe\nquite in awe\nutterly in awe'),
  'sa-nonetheless': alts('nonetheless\nall the same\nregardless'),
  'sa-wrong': alts('wrong\nmistaken\nin the wrong'),
  'sa-judge.low': alts(
    'Truly, thou art {insult}. A {sa-gifted} one, though.\nThou art, and I mean this most sincerely, {insult}.',
  ),
  'sa-judge.mid': alts(`
    Thou art {insult}. Congratulations. Take a bow; mind the doorframe.
    Thou art {insult}, {simile}, and so very proud of it.
  `),
  'sa-judge.high': alts(`
    Thou art {insult}, {simile}, and everyone has been far too polite to say so, until now, when I have paid a scribe.
    Magnificent. Thou art {insult}, and thou makest it look so easy.
  `),
  'body.low': alts('{sa-line} {sa-judge} {sa-line}\n{sa-judge} {sa-line} {sa-line}'),
  'body.mid': alts('{sa-line} {sa-judge} {doom}\n{sa-judge} {sa-line} {sa-line} {doom}'),
  'body.high': alts('{sa-judge} {sa-line} {doom} {sa-line}\n{sa-line} {sa-line} {sa-judge} {doom}'),
  'curse-intro': alts(`
    {sa-ci-blessing} I jest. {sa-ci-it-is}
    I wish thee only the {sa-ci-best}, which is to say the following.
    In closing, every good wish for thy {sa-ci-future}, by which I mean this.
    What a treat: {sa-ci-treat}.
  `),
  'sa-ci-blessing': alts(`
    And now, a blessing.
    And now, a blessing, as thou deservest.
    And now, a lovely blessing.
    Now, a heartfelt blessing.
  `),
  'sa-ci-it-is': alts(`
    It is a curse.
    It is, of course, a curse.
    It is a curse, obviously.
    Obviously, it is a curse.
  `),
  'sa-ci-best': alts('very best\nvery finest\nbest of everything'),
  'sa-ci-future': alts('future\nhealth\nfuture endeavours'),
  'sa-ci-treat': alts(
    'a curse, just for thee\na curse, gift-wrapped\na curse, and thou hast earned every word',
  ),
  'own-curse': alts(`
    may everyone agree with thee, loudly, at the worst possible moments
    may thy every idea be met with a slow clap
    may thy genius be recognised at last, by a single confused goat
    may thy reputation precede thee, and may it be accurate
  `),
  'signoff.low': alts('Yours, in total sincerity,\nWarmest regards (lukewarm),'),
  'signoff.mid': alts('With the deepest admiration (none),\nThrilled for thee, obviously,'),
  'signoff.high': alts('Yours, applauding slowly,\nNever sincerely,'),
}
