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
    And that is only the first line of the charge; the rest runs on for a page, and it does not improve.
    The complaint goes on at some length from there. The scribes have read every word of it, and their quills are trembling.
    There is more, a great deal more, and all of it is on file at the Scriptorium.
    I shall spare the parchment the remaining particulars; thou knowest them, and so, by now, does the whole parish.
    The rest of the charge was read aloud in the great hall, to gasps, and shall not be repeated here.
  `),
  'proclaim-vague': alts(`
    Thou knowest full well what thou didst, {$addressee}. The scribes know it. The geese know it. Let us not pretend.
    The particulars of thine offence are too well known to need repeating, and too tiresome to bear it.
    I shall not set down thy crime in full, for parchment is dear and thy crime is long.
  `),
  'aside.low': alts(`
    (Between ourselves, the whole court agrees. They simply lack the quill.)
    (No reply is expected. A changed life would be appreciated.)
    (This scroll is gentle only because the Scriptorium had run out of the strong ink.)
    (Shouldst thou wish to apologise, the geese accept bread.)
    (Thou mayest keep this scroll. Frame it, even. Learn from it, ideally.)
  `),
  'eternal-line': alts(`
    Let this scroll be entered into the Hall of Fame of the Scriptorium, to hang beside the great grudges of history until the parchment itself gives up.
    This is an Eternal Scroll. It shall outlast thee, thy house, and thy house's unfortunate tapestries, and it hangs in the Hall of Fame besides.
    Know that this decree is Eternal: copied thrice, sealed twice, hung in the Hall of Fame and filed under 'Never Forget'.
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
