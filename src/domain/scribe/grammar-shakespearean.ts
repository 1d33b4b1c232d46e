/**
 * The Shakespearean voice of the Cursed Scroll: "Thou artless beef-witted pignut!", built from the old
 * three-column insult kit (sexual terms left out), plus a few lines the Bard did write and some he did not.
 */
import { alts, type Grammar } from './phrase-grammar'

const words = (text: string) => text.split(/\s+/).filter((word) => word !== '')

export const shakespeareanVoice: Grammar = {
  title: alts(`
    {sh-title-head} {sh-title-tail}
    {sh-title-head}, {sh-title-seal}
    {sh-title-line}
  `),
  'sh-title-head.low': alts(`
    A Merry Jest
    A Comedie
    A Pleasant Conceit
    A Trifling Farce
    A Midsummer Masque
    A Light Interlude
  `),
  'sh-title-tail.low': alts(`
    of Mild Rebuke
    of Small Errours
    Touching Thy Conduct
    for the Mending of Thy Ways
    as Played Before the Parish
  `),
  'sh-title-seal.low': alts("Writ for Sport\nin One Act\nwith a Fool's Cap\nMost Gently Meant"),
  'sh-title-line.low': alts(`
    Much Ado About a Little
    All's Well That Ends Better
  `),
  'sh-title-head.mid': alts(`
    The Lamentable Historie
    A Tragicall Comedie
    The Sorry Chronicle
    The Comicall Historie
    A Winter's Tale
    The Troublesome Raigne
  `),
  'sh-title-tail.mid': alts(`
    of Thy Folly
    Touching Thy Many Errours
    in Three Acts
    Wherein Thou Art Rebuked
    for the Groundlings
  `),
  'sh-title-seal.mid': alts(`
    Writ in Choler
    with a Prologue
    Newly Imprinted
    As Sundry Times Acted
  `),
  'sh-title-line.mid': alts('Much Ado About Thee\nThe Lamentable Historie of Thy Conduct'),
  'sh-title-head.high': alts(`
    The Most Lamentable Tragedie
    The Woeful Chronicle
    The Tempest
    Thy Comeuppance
    The Reckoning
    A Right Royal Scolding
  `),
  'sh-title-tail.high': alts(`
    in Five Acts
    Wherein Thou Art Undone
    with Thunder and Lightning
    Touching a Villainous Knave
    Played Before the Whole Court
  `),
  'sh-title-seal.high': alts(`
    Writ in Gall
    Played to the Groundlings
    with Alarums and Excursions
    Newly Corrected and Augmented
  `),
  'sh-title-line.high': alts(`
    The Most Lamentable Tragedie of Thy Conduct
    A Pox Upon Thee, in Five Acts
    A Plague o' Thy House
  `),
  salutation: alts(`
    To {$target}, {sh-sal-name}, {sh-sal-how},
    To {$target}, {sh-sal-name},
    To {$target}, {sh-sal-how},
    {sh-sal-line}
  `),
  'sh-sal-name.low': alts(`
    sweet coz
    gentle friend
    sweet neighbour
    honest fellow
    merry wag
    kind companion
  `),
  'sh-sal-how.low': alts(`
    good morrow, and attend
    lend me thine ear awhile
    prithee, read on
    I have a word for thee
    hark, and take heed
  `),
  'sh-sal-line.low': alts('To {$target}, gentle, if thou wilt but hear me,'),
  'sh-sal-name.mid': alts(`
    thou saucy wag
    thou wayward varlet
    good my neighbour
    thou errant rogue
    thou lumpish fellow
    thou churl
  `),
  'sh-sal-how.mid': alts(`
    thou art summoned hence by this scroll
    mark me well
    attend, and be rebuked
    hear me, and blush
    read, and repent thee
  `),
  'sh-sal-line.mid': alts('To {$target}, a word, and then a sharper word,'),
  'sh-sal-name.high': alts(`
    thou knave
    thou villainous varlet
    thou reeky pignut
    thou canker-blossom
    thou beetle-headed lout
    thou clotpole
  `),
  'sh-sal-how.high': alts(`
    thou art hereby addressed
    avaunt, and read
    out, and read this
    hear me and quake
    read, and be undone
  `),
  'sh-sal-line.high': alts('To {$target}, whose offence is rank and smells to heaven,'),
  proclaim: alts(`
    Hark! What foul report doth reach mine ear? 'Tis this: “{$grievance}{$stop}” Methinks the deed doth stink to heaven.
    Be it known that, in the words of the wronged: “{$grievance}{$stop}” Something is rotten, and 'tis thee.
    Thy trespass, writ in plainest speech: “{$grievance}{$stop}” O, what a rogue and peasant slave art thou!
  `),
  'sh-adj': words(`
    artless bootless churlish cockered craven currish dankish droning errant fawning frothy gleeking
    gorbellied impertinent jarring loggerheaded lumpish mammering mewling paunchy pribbling puny qualling
    reeky roguish saucy spleeny spongy surly tottering unmuzzled vain villainous warped wayward weedy yeasty
  `),
  'sh-compound': words(`
    beef-witted beetle-headed boil-brained clapper-clawed clay-brained crook-pated dismal-dreaming dizzy-eyed
    dog-hearted earth-vexing elf-skinned fen-sucked flap-mouthed fly-bitten folly-fallen fool-born half-faced
    hasty-witted hedge-born idle-headed ill-nurtured knotty-pated milk-livered motley-minded onion-eyed
    plume-plucked pottle-deep reeling-ripe rough-hewn rump-fed sheep-biting spur-galled swag-bellied
    tardy-gaited tickle-brained toad-spotted weather-bitten
  `),
  'sh-noun': words(`
    apple-john baggage barnacle bladder boar-pig bugbear canker-blossom clack-dish clotpole coxcomb dewberry
    flap-dragon foot-licker fustilarian giglet gudgeon hedge-pig hugger-mugger joithead lout maggot-pie
    malt-worm mammet measle minnow moldwarp mumble-news nut-hook pigeon-egg pignut pumpion ratsbane scut
    skainsmate varlet whey-face wagtail
  `),
  'sh-quote': alts(`
    I do desire we may be better strangers.
    Thy face is not worth sunburning.
    Thou hast no more brain than I have in mine elbows.
    More of thy conversation would infect my brain.
    Away, thou rag, thou quantity, thou remnant!
    There's no more faith in thee than in a stewed prune.
    Thou hast not so much brain as ear-wax.
    Thy tongue outvenoms all the worms of Nile.
  `),
  'sh-line': alts(`
    As the Bard hath it, and I say it now to thee: “{sh-quote}”
    Thus spake the Bard, and he was thinking of thee: “{sh-quote}”
    I borrow the words of a better poet, for thou deservest them: “{sh-quote}”
  `),
  'sh-rant.low': alts(`
    {sh-go-to} Thou {sh-adj} {sh-compound} {sh-noun}!
    Fie upon thee, thou {sh-compound} {sh-noun}, fie!
    Prithee, mend thy ways, thou {sh-adj} {sh-noun}.
    Methinks thou art {insult}, and methinks I think aright.
  `),
  'sh-go-to': alts(`
    Go to, go to!
    Go to, I say!
    Go to, sirrah!
  `),
  'sh-rub': alts(`
    .
    , and thou art it.
    , and the rub is thee.
  `),
  'sh-ale': alts('ale\npies\na nap'),
  'sh-foremost': alts('foremost\nchief of them\nfirst in line'),
  'sh-rant.mid': alts(`
    Out, out, thou {sh-adj} {sh-compound} {sh-noun}!
    Thou art a very {sh-noun}, and {insult} besides.
    Thou art {insult}, {simile}, thou {sh-compound} {sh-noun}!
  `),
  'sh-rant.high': alts(`
    Avaunt, thou {sh-adj} {sh-compound} {sh-noun}! Avaunt, and take thy {sh-adj} friends with thee!
    A plague o' thy house, thou {sh-adj} {sh-compound} {sh-noun}!
    Thou art {insult}, thou {sh-adj} {sh-noun}, thou {sh-compound} {sh-noun}!
  `),
  'sh-aside': alts(`
    Aye, there's the rub{sh-rub}
    The rest is silence, and I would thou hadst {sh-chosen-it}.
    Exit, pursued by a bear, and let the exit be {sh-thine}.
    Lord, what fools these mortals be, and thou the {sh-foremost}.
    To be or not to be? Thou, alas, art.
    All the world's a stage, and thou art the part where the audience goes for {sh-ale}.
    Brevity is the soul of wit; thou art {sh-witless}.
    Now is the winter of my discontent, and thou art the {sh-draught}.
    Something is rotten in the state of {sh-denmark}, and it wears thy hat.
    The lady doth protest too much, and thou dost not protest {sh-enough}.
    If music be the food of love, thy voice is a {sh-fast-day}.
  `),
  'sh-chosen-it': alts('chosen it\nkept to it\ntried it'),
  'sh-thine': alts('thine\nthine, and soon\nthine, and swift'),
  'sh-witless': alts('long-winded and witless both\nneither brief nor witty\nall length and no soul'),
  'sh-draught': alts('draught beneath the door\nfrost upon the sill\nhole in my left boot'),
  'sh-denmark': alts('Denmark\nthe parish\nthis village'),
  'sh-enough': alts('enough\nat all\nnearly enough'),
  'sh-fast-day': alts('fast day\nthin gruel\nstale crust'),
  'body.low': alts('{sh-rant} {sh-aside} {sh-line}\n{sh-line} {sh-rant} {sh-aside}'),
  'body.mid': alts('{sh-rant} {sh-line} {doom}\n{sh-aside} {sh-rant} {sh-rant}'),
  'body.high': alts('{sh-rant} {sh-rant} {sh-line} {doom}\n{sh-aside} {sh-rant} {doom} {sh-rant}'),
  'curse-intro': alts(`
    Now, by the {sh-ci-moon} and by my {sh-ci-troth}, I curse thee thus.
    Hear me, ye {sh-ci-stars}, and bear witness to this curse.
    Double, double, toil and trouble: I curse thee{sh-ci-double}
    Once more unto the breach, dear {$addressee}: {sh-ci-breach}.
  `),
  'sh-ci-moon': alts('moon\nstars\nrood'),
  'sh-ci-troth': alts('troth\nbeard\nsword'),
  'sh-ci-stars': alts('stars\nheavens\nspirits\ngroundlings'),
  'sh-ci-double': alts('.\n, root and branch.\n, and thy cauldron too.'),
  'sh-ci-breach': alts('here comes the curse\nhave at thee, with a curse\nI curse thee roundly'),
  'own-curse': alts(`
    may thy every soliloquy be interrupted by a sneeze
    may the groundlings pelt thee with turnips at every performance
    may thy lines forsake thee in the second act of thy life
    may every exit thou makest be pursued by a bear
  `),
  'signoff.low': alts('Thine, in gentle jest,\nAdieu, adieu, remember me,'),
  'signoff.mid': alts('Thine, in most righteous choler,\nFarewell, and fare thou poorly,'),
  'signoff.high': alts('Thine enemy unto the fifth act,\nGet thee gone, and fare thee ill,'),
}
