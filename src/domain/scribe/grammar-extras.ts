/**
 * The rant scroll's set pieces around the body: tone lines, ancestral wisdom, the customer's own requests,
 * asides, the Eternal Scroll's line, anonymous signatures and the seal.
 */
import { alts, type Grammar } from './phrase-grammar'

export const extrasGrammar: Grammar = {
  'tone.righteous-indignation': alts(`
    Let it be known that I am not angry; I am righteously indignant, which is the same thing in a better hat.
    Justice has been offended, and justice has hired a scribe.
    I write not from spite but from principle, and principle has very sharp elbows.
    The scales of justice were consulted, and they tipped so hard they fell off the table.
  `),
  'tone.royal-mockery': alts(`
    We are not amused. The royal 'we' is, in fact, profoundly unamused.
    The Crown has reviewed thy conduct and laughed, which is worse than any dungeon.
    By royal decree thou art hereby the court's favourite joke, to be told after the pudding.
    Thou art hereby appointed Royal Fool, unpaid, for the rest of thy natural life.
  `),
  'tone.ominous-prophecy': alts(`
    The bones were cast at midnight. They landed in the shape of thy name, and then, worryingly, of a goose.
    A soothsayer foretold this scroll in the year of the two-headed calf. She was right about the calf, too.
    Mark the date: the stars are aligning, and they are not aligning in thy favour.
    A raven landed on my sill this morning and said nothing. It did not need to.
  `),
  'tone.theatrical-despair': alts(`
    I had to lie down on a fainting couch twice while dictating this, and the scribe once.
    Oh, the humanity! Oh, the sheer, unrelenting humanity of it all!
    I have wept so much over this matter that the Scriptorium has asked me to use a bucket.
    I have sat through the whole cycle of Mystery Plays at Chester, and never have I suffered as I suffer now.
  `),
  'tone.passive-aggressive-courtesy': alts(`
    I hope this scroll finds thee well. I hope that very sincerely. Mostly.
    No trouble at all! I only mention it because I think of it every single day.
    With the greatest respect, and I use 'greatest' loosely, and 'respect' more loosely still.
    I am sure thou art very busy, doing whatever it is thou doest instead of the decent thing.
  `),
  ancestor: alts(`
    my great-grandmother, who once outstared a bear
    my grandfather, who lost three teeth in his life and not one argument
    an ancestor of mine, a hermit of some renown and considerable smell
    my great-great-aunt, who was thrown out of two convents for saying exactly what she thought
    the eldest of my forefathers, a swineherd and a philosopher, in that order
    my grandmother's grandmother, who was wise, or at least very loud
  `),
  proverb: alts(`
    A goose that honks at every cart has no voice left for the wolf.
    Who borrows a ladle and returns a spoon shall dine alone.
    The fool counts his chickens; the wise woman counts the fool.
    A knave in a fine hat is still a knave, only warmer.
    Measure twice, cut once, and curse thrice.
    The moat does not care how fine thy boots are.
    Even a stopped sundial is right when it is dark.
    Whoever digs a pit for others will find it full of their own boots.
    An apology without pie is only a noise.
  `),
  'ancestor-coda': alts(`
    I did not understand it then. I understand it now, and it is about thee.
    She was speaking of thee, though thou wast not yet born. She could tell.
    We buried the old soul with a walking stick and a grudge, and I have inherited the grudge.
    Every generation of my family has said it at table, and every generation was right.
  `),
  'line-curse': alts(`
    And so this curse runs down thy line unto the seventh generation: may thy grandchildren's grandchildren inherit thy sense of direction.
    Let it pass, then, to thy children and their children: may every one of them be born with thy talent for choosing the slowest queue.
    Hear, then, the curse of the ancestors: may thy descendants, for seven generations, sneeze during every solemn moment.
    Thy forebears are hereby included in this scroll, and thy heirs are put on notice: may the family silver tarnish the moment any of thy house looks upon it.
  `),
  wisdom: alts(`
    {ancestor|cap} used to say: “{proverb}” {ancestor-coda} {line-curse}
    There is an old saying in my family, handed down from {ancestor}: “{proverb}” {ancestor-coda} {line-curse}
  `),
  'context-coda': alts(`
    The apple has fallen not far from the tree, and has rolled straight into a cowpat.
    It runs in thy blood, as surely as the ague runs in a wet December.
    Thy forebears would be proud, which tells us all we need to know about thy forebears.
    The family tree is, it seems, mostly knots.
  `),
  'wisdom-context': alts(`
    Let it be set down what is known of thy line: “{$context}{$context-stop}” {context-coda} {line-curse}
    The elders of the parish have searched the records of thy house and found this: “{$context}{$context-stop}” {context-coda} {line-curse}
    As {ancestor} would have said of thy family, had anyone asked: “{$context}{$context-stop}” {context-coda} {line-curse}
  `),
  requests: alts(`
    By the particular wish of the one who sent this scroll, the scribes add, to the letter: “{$requests}{$requests-stop}”
    Furthermore, by special instruction, let this also be written: “{$requests}{$requests-stop}”
    The sender made one request of the Scriptorium, and it is hereby honoured in full: “{$requests}{$requests-stop}”
  `),
  // after the opening of a long grievance, quoted: the rest is referred to, not pasted
  'grievance-more': alts(`
    And that is only the {gm-first-line} of the charge; the rest runs on for {gm-length}, and it does not improve.
    The {gm-complaint} goes on at {gm-some-length} from there. The scribes have read every word of it, and {gm-scribes}.
    There is more, {gm-more}, and all of it is {gm-on-file}.
    I shall spare the parchment the remaining particulars; thou knowest them, and so, by now, does {gm-parish}.
    The rest of the charge was read aloud in {gm-hall}, to {gm-gasps}, and shall not be repeated here.
  `),
  'gm-first-line': alts(`
    first line
    opening
    first sentence
    beginning
  `),
  'gm-length': alts(`
    a page
    a page and a half
    several pages
    a good yard of parchment
  `),
  'gm-complaint': alts(`
    complaint
    charge
    account
    grievance
  `),
  'gm-some-length': alts(`
    some length
    great length
    considerable length
    tremendous length
  `),
  'gm-scribes': alts(`
    their quills are trembling
    two of them needed a lie-down
    one of them has taken holy orders
    the ink went pale
    they are still shaking their heads
  `),
  'gm-more': alts(`
    a great deal more
    much more
    pages more
  `),
  'gm-on-file': alts(`
    on file at the Scriptorium
    kept under lock and key at the Scriptorium
    copied out in triplicate
    in the great ledger, underlined
  `),
  'gm-parish': alts(`
    the whole parish
    the whole town
    every goose in the county
    the abbess
    the entire market
  `),
  'gm-hall': alts(`
    the great hall
    the market square
    the chapter house
    the tavern
  `),
  'gm-gasps': alts(`
    gasps
    groans
    a long silence
    much fanning of faces
  `),
  'proclaim-vague': alts(`
    Thou knowest full well what thou didst, {$addressee}. The scribes know it. The geese know it. Let us not pretend.
    The particulars of thine offence are too well known to need repeating, and too tiresome to bear it.
    I shall not set down thy crime in full, for parchment is dear and thy crime is long.
  `),
  // the whispered aside under a gentle rant: each sentence built from parts, so none follows most scrolls
  'aside.low': alts(`
    ({aside-confide}, {aside-agree}. {aside-lack})
    ({aside-no-reply}. {aside-changed} would be {aside-appreciated}.)
    (This scroll is {aside-gentle} only because {aside-because}.)
    (Shouldst thou wish to {aside-apologise}, {aside-amends}.)
    (Thou mayest {aside-keep}. Frame it, even. {aside-learn}, {aside-ideally}.)
  `),
  'aside-confide': alts(`
    Between ourselves
    Between thee and me
    Strictly between us
    In confidence
    Off the record
    Just so thou knowest
  `),
  'aside-agree': alts(`
    the whole court agrees
    the whole parish agrees
    half the village would have written the same
    the geese are of the same opinion
    the abbess read it and nodded
    the tavern was unanimous
  `),
  'aside-lack': alts(`
    Most of them simply lack the quill.
    Few of them have the parchment for it.
    I merely had the ink to spare.
    Someone had to write it down.
    It fell to me to say it.
    I only held the pen.
    The rest were too polite to write.
    They were waiting for someone to go first.
    I simply had the longer quill.
    The rest were busy, or afraid.
    Nobody else had the parchment spare.
    Somebody had to be brave about it.
  `),
  'aside-no-reply': alts(`
    No reply is expected
    No reply is expected, nor any excuse
    No reply is expected, though the geese would welcome one
    No answer is required
    No answer is required, by pigeon or otherwise
    Thou needst not reply
    Thou needst not reply, by pigeon or otherwise
    Do not trouble thyself to answer
    Do not trouble thyself to answer, by pigeon or otherwise
    Thou needst not reply, though a pie would be welcome
    No reply is needed, only improvement
    No answer is wanted, only better manners
  `),
  'aside-changed': alts(`
    A changed life
    A small improvement
    A modest reform
    Some sign of remorse
    A visible effort
    A returned ladle
  `),
  'aside-appreciated': alts(`
    appreciated
    most welcome
    noticed
    treasured
  `),
  'aside-gentle': alts(`
    gentle
    mild
    so polite
    so mild
  `),
  'aside-because': alts(`
    the Scriptorium had run out of the strong ink
    the scribe had a cold
    it was written on a Sunday
    my mother read it first
    the goose who usually dictates was on holiday
    the abbot asked nicely
  `),
  'aside-apologise': alts(`
    apologise
    make amends
    say sorry
    beg forgiveness
  `),
  'aside-amends': alts(`
    the geese accept bread
    the geese take payment in bread
    my door is open on Tuesdays
    a pie left on the step would be a start
    the abbess is taking names
    a short grovel will do
  `),
  'aside-keep': alts(`
    keep this scroll
    keep this letter
    pin this scroll above thy bed
    hang this scroll in thy hall
    keep this parchment
    fold this scroll into a small hat
    nail this letter to thy door
    keep this scroll by thy bedside
    tuck this letter in thy Bible
    show this scroll to thy mother
    read this scroll at supper
    keep this letter under thy pillow
    frame this scroll in oak
    lend this letter to thy friends
    keep this scroll for thy grandchildren
    read this letter aloud to thy horse
  `),
  'aside-ideally': alts('ideally\nif possible\nfor preference'),
  'aside-learn': alts(`
    Learn from it
    Read it twice
    Read it aloud to the geese
    Take it to heart
    Study it by candlelight
    Read it to thy mirror
    Learn it by heart
    Read it every Sunday
    Copy it out in thy best hand
    Read it again at Lent
  `),
  // the Eternal Scroll's line, built from parts: where it hangs, how long, under what heading
  'eternal-line': alts(`
    {et-enter} the Hall of Fame of the Scriptorium, to hang beside {et-beside} until {et-until}.
    This {et-decree} is Eternal: it shall outlast thee, {et-outlast}, and it hangs in the Hall of Fame besides.
    Know that this {et-decree} is Eternal: copied {et-copied}, sealed {et-sealed}, hung in the Hall of Fame and filed under '{et-filed}'.
  `),
  'et-enter': alts(`
    Let this scroll be entered into
    Let this scroll be hung in
    Let this decree be recorded in
    Enter this scroll, then, in
  `),
  'et-beside': alts(`
    the great grudges of history
    the longest feuds of the realm
    the Grudge of the Two Millers
    the famous Ladle Dispute
    the most celebrated slights of the age
  `),
  'et-until': alts(`
    the parchment itself gives up
    the walls come down
    the last scribe forgets how to read
    the geese take the building
    the sun grows tired
  `),
  'et-decree': alts(`
    decree
    scroll
    sentence
    judgement
  `),
  'et-outlast': alts(`
    thy house, and thy house's unfortunate tapestries
    thy grandchildren and their unfortunate hats
    every wall thou hast ever leaned on
    thy name, thy house and thy hedge
    thy portrait, thy horse and thy horse's portrait
  `),
  'et-copied': alts(`
    thrice
    seven times
    by a hundred monks
    in gold leaf
  `),
  'et-sealed': alts(`
    twice
    in three colours of wax
    by the abbot himself
  `),
  'et-filed': alts(`
    Never Forget
    Still Cross
    Worst of the Year
    Do Not Pardon
  `),
  anon: alts(`
    An Anonymous Well-Wisher
    One Who Shall Remain Nameless
    A Concerned Citizen of the Realm
    A Friend of the Geese
    One Who Knoweth What Thou Didst
    A Shadow in the Rafters
    Thy Nameless Correspondent
    A Humble Quill with a Long Memory
  `),
  seal: alts(`
    Sealed by the Scriptorium of Fury, at the Sign of the Crossed Quill
    Sealed by the Scriptorium of Fury, by candle, quill and righteous wax
    Sealed by the Scriptorium of Fury, Keepers of the Long Grudge
    Sealed by the Scriptorium of Fury in the Tower of Unanswered Letters
    Sealed by the Scriptorium of Fury, where no grievance goes unwritten
  `),
}
