/**
 * The petty voice of the Classic Scroll: nothing is forgotten, everything is itemised, tally sticks are
 * kept. Its sentences are short numbered grievances with a sigh between them.
 */
import { alts, type Grammar } from './phrase-grammar'

export const pettyVoice: Grammar = {
  title: alts(`
    {petty-title-head} {petty-title-tail}
    {petty-title-head}, {petty-title-seal}
    {petty-title-line}
  `),
  'petty-title-head.low': alts(`
    A Small Note
    A Brief Memorandum
    A Short List
    A Friendly Reminder
    A Minor Ledger
    Some Observations
  `),
  'petty-title-tail.low': alts(`
    Regarding the Ladle
    on a Few Trifling Matters
    Concerning the Good Cheese
    for Thine Attention, No Rush
    About Nothing Much, Really
  `),
  'petty-title-seal.low': alts('Itemised\nDated and Signed\nNothing Serious\nin Passing'),
  'petty-title-line.low': alts('A Small Note About Several Small Things\nSome Minor Observations, Itemised'),
  'petty-title-head.mid': alts(`
    A Complete Ledger
    An Itemised Account
    A Full Inventory
    A Careful Tally
    A Detailed Record
    A Formal Register
  `),
  'petty-title-tail.mid': alts(`
    of Grievances Outstanding
    of Slights Received
    Since the Harvest Feast
    to Date, with Interest
    in Triplicate
  `),
  'petty-title-seal.mid': alts('Dated and Witnessed\nCross-Checked\nCopied Twice\nNothing Omitted'),
  'petty-title-line.mid': alts(
    'A Complete and Itemised Ledger of Grievance\nThe Matter of the Ladle, and Other Matters',
  ),
  'petty-title-head.high': alts(`
    The Grand Ledger
    The Unabridged Grudge
    An Exhaustive Reckoning
    The Complete Annals
    The Final Tally
    The Eternal Inventory
  `),
  'petty-title-tail.high': alts(`
    of Every Slight
    Since the Dawn of Time, Roughly
    with Footnotes and Appendices
    Never to Be Forgotten
    Since the First Ladle
  `),
  'petty-title-seal.high': alts('Annotated\nIndexed and Cross-Referenced\nBound in Iron\nVolume the First'),
  'petty-title-line.high': alts(`
    The Grand Ledger of Every Slight, Annotated
    A Grudge, Itemised, Indexed and Cross-Referenced
  `),
  salutation: alts(`
    To {$target}, {petty-sal-name}, {petty-sal-how},
    To {$target}, {petty-sal-name},
    To {$target}, {petty-sal-how},
  `),
  'petty-sal-name.low': alts(`
    dear neighbour
    borrower of my good ladle
    friend of long standing
    occupant of my favourite chair
    sometime borrower of candles
    my companion at the harvest feast
  `),
  'petty-sal-how.low': alts(`
    with a few small things to mention
    just a quick note, nothing serious
    regarding one or two trifles
    if thou hast a moment, which I know thou hast
    with a list, but a short one
  `),
  'petty-sal-name.mid': alts(`
    holder of my good ladle
    debtor of one groat
    taker of the last honey cake
    sitter in my chair at Candlemas
    wearer of my second-best cloak
    keeper of my borrowed mule
  `),
  'petty-sal-how.mid': alts(`
    regarding certain matters I have not forgotten
    with the ledger open at thy page
    concerning items the first to the fortieth
    as per my previous letter
    with the dates, the times and the weather
  `),
  'petty-sal-name.high': alts(`
    debtor of one groat, plus interest
    thief of the good cheese
    eater of my pie crust
    breaker of all promises since Candlemas
    chief entry in my book of grudges
    thou subject of three volumes
  `),
  'petty-sal-how.high': alts(`
    whose every trespass I have kept on file
    with every tally stick I own
    regarding everything, and I mean everything
    with a ledger thicker than a psalter
    as I shall remind thee annually
  `),
  proclaim: alts(`
    Item the first, and the reason for this scroll: “{$grievance}{$stop}” I have noted the date. I have noted the weather. I have noted what thou wert wearing.
    I am not one to keep score, but I have the score here, and it reads: “{$grievance}{$stop}” I have kept the tally sticks.
    I did not want to bring this up. I have, however, been rehearsing it ever since: “{$grievance}{$stop}”
  `),
  // each item has a word or two that varies, so one item seldom comes back word for word
  'petty-item': alts(`
    Item: thou still hast my good {pt-ladle}. Not the {pt-dented} one. The good one.
    Item: at the {pt-harvest-feast} thou tookest the last {pt-honey-cake}, and didst not even finish it.
    Item: on the {pt-fourth} of the month thou saidst 'fine' in a tone that was not fine.
    Item: thou hast never once refilled the {pt-water-butt}, and I know, because I marked the level.
    Item: thou didst borrow a candle in the {pt-spring} and return a much smaller candle in the {pt-autumn}.
    Item: thou didst laugh at the {pt-jester} joke a full beat before he finished it, which was rude to him and to me.
    Item: thou callest it {pt-our-pie}.
    Item: thou didst wave back at someone who was waving at me{pt-wave}
    Item: thou hast worn my {pt-cloak} to three weddings and a christening.
    Item: thou walkest slowly down the narrow {pt-lane}, in the exact middle, as if paid to.
    Item: thou sayest {pt-with-respect}.
    Item: thou owest me a groat from the year of the {pt-wet-harvest}. {pt-groats}
    Item: thou didst eat the crust off my {pt-pie} and leave me the middle, as though I were a peasant.
    Item: thou hast never once said 'thank thee' for the loan of my {pt-mule}, and the {pt-mule-noticed}
    Item: thou didst sit in my chair at {pt-candlemas}, knowing full well it was my chair.
    Item: thou tellest the story of the {pt-bear} at every feast, and every year the {pt-bear-bigger}
    Item: thou didst answer my letter of {pt-march} in {pt-september}, and only with 'aye'.
    Item: thou didst put the good {pt-cheese}
    Item: thou didst take the warm seat by the fire at {pt-candlemas}, and {pt-fire-seat}.
    Item: thou borrowest my {pt-borrowed} and returnest it {pt-returned}.
  `),
  'pt-ladle': alts('ladle\nbucket\nsaucepan\ntrowel'),
  'pt-harvest-feast': alts('harvest feast\nMay fair\nparish supper'),
  'pt-honey-cake': alts('honey cake\nplum tart\nsugared bun'),
  'pt-fourth': alts('fourth\nninth\ntwelfth'),
  'pt-water-butt': alts('water butt\nwood basket\nlamp oil'),
  'pt-spring': alts('spring\nwinter'),
  'pt-autumn': alts('autumn\nsummer'),
  'pt-jester': alts("jester's\nminstrel's\nfriar's"),
  'pt-pie': alts('pie\ntart\npasty'),
  'pt-our-pie': alts(`
    'our' pie when it was plainly 'my' pie
    'our' tart when it was plainly 'my' tart
    'our' bench when it was plainly 'my' bench
  `),
  'pt-wave': alts(`
    .
    , and then pretended it was on purpose.
    , and did it again the next day.
  `),
  'pt-cloak': alts('second-best cloak\ngood green hood\nSunday hat'),
  'pt-lane': alts('lane\nstreet\nchurch path'),
  'pt-wet-harvest': alts('wet harvest\nlate frost\nthree-legged calf'),
  'pt-groats': alts(`
    I have not forgotten. Groats do not forget.
    I have not forgotten, and neither has the groat.
    It is on the list. Groats do not forgive.
    It is in the ledger. The groat remembers.
  `),
  'pt-mule': alts('mule\nhandcart\nladder'),
  'pt-mule-noticed': alts(`
    mule noticed.
    mule has feelings too.
    neighbours noticed.
  `),
  'pt-candlemas': alts('Candlemas\nMichaelmas\nTwelfth Night'),
  'pt-bear': alts('bear\nboar\nwolf'),
  'pt-bear-bigger': alts(`
    beast gets bigger.
    beast grows a foot taller.
    beast gets another set of teeth.
  `),
  'pt-march': alts('March\nApril\nMay'),
  'pt-september': alts('September\nNovember\nDecember'),
  'pt-cheese': alts(`
    cheese back in the larder without wrapping it. The cheese has not forgiven thee either.
    cheese back in the larder without wrapping it. The cheese remembers, and so do I.
    butter back in the larder without a cover. The butter has not forgiven thee either.
    ham back in the larder without its cloth. Neither the ham nor I have forgotten.
  `),
  'pt-dented': alts('dented\nchipped\nbent'),
  'pt-with-respect': alts(`
    'with respect' and then, every time, there is no respect
    'no offence' and then, every time, there is offence
    'with all due respect' and then, every time, none is due
  `),
  'pt-fire-seat': alts(`
    I sat in the draught all evening
    did not move until the fire went out
    put thy wet boots beside it
  `),
  'pt-borrowed': alts('good knife\nbest quill\nwhetstone'),
  'pt-returned': alts('blunter\nlater than promised\nwith a crumb on it'),
  'petty-note.low': alts(`
    I mention these only in passing.
    It is honestly fine. It is entirely fine.
    I have let it go. I have let it go so hard it came back.
    I raise these {pt-gently}, and only once each.
  `),
  'pt-gently': alts('gently\nin passing\nwithout rancour'),
  'petty-note.mid': alts(`
    I have written all of this down, and now, so have the {pt-scribes}.
    These are merely the {pt-highlights}; the full ledger runs to {pt-three-volumes}.
    I am not {pt-upset}. I am {pt-documenting}.
    In sum: thou art {insult}, and I have the tally sticks to prove it.
  `),
  'pt-scribes': alts('scribes\nclerks\nparish notary'),
  'pt-highlights': alts('highlights\nheadlines\nlowlights'),
  'pt-three-volumes': alts('three volumes\nfive volumes\nan appendix and two volumes'),
  'pt-upset': alts('upset\ncross\nangry\nbitter'),
  'pt-documenting': alts('documenting\ntaking notes\nkeeping records\nmerely counting'),
  'petty-note.high': alts(`
    {pt-forgotten} I have hired a {pt-second-scribe} to help me not forget.
    Let the ledger show that thou art {insult}, and let the ledger be bound in {pt-iron}.
    Thou art {insult}, {simile}, and every entry in the ledger agrees.
  `),
  'pt-forgotten': alts(`
    I have forgotten nothing. I shall forget nothing.
    I have forgotten nothing, not one crumb. I shall forget nothing, ever.
    Nothing is forgotten. Nothing will be.
    I forget nothing. I never have.
  `),
  'pt-second-scribe': alts('second scribe\nyoung clerk\nparrot'),
  'pt-iron': alts('iron\nbrass\noak'),
  'body.low': alts('{petty-item} {petty-item} {petty-note}\n{petty-note} {petty-item} {petty-item}'),
  'body.mid': alts(
    '{petty-item} {petty-item} {petty-item} {petty-note}\n{petty-item} {petty-note} {petty-item} {doom}',
  ),
  'body.high': alts(
    '{petty-item} {petty-item} {petty-note} {doom}\n{petty-note} {petty-item} {petty-item} {doom}',
  ),
  'curse-intro': alts(`
    And so, a curse, in proportion to the offence, which is to say: {pt-ci-not-small}.
    A curse, then. I have drafted it {pt-ci-several}.
    I have one more item, and it is {pt-ci-curse}.
    Final item: {pt-ci-final}.
  `),
  'pt-ci-not-small': alts('not small at all\nconsiderable\nitemised'),
  'pt-ci-several': alts('several times\nseven times\nin three colours of ink'),
  'pt-ci-curse': alts('a curse\na curse, with footnotes\na curse, numbered'),
  'pt-ci-final': alts(
    'a curse, carefully costed\na curse, and I have kept a copy\na curse, payable on receipt',
  ),
  'own-curse': alts(`
    may the ladle always hang just out of thy reach
    may thy neighbours borrow thy things and return them slightly worse
    may every queue thou joinest be the slow one
    may thy pie be cut unevenly, and may the smaller slice always be thine
  `),
  'signoff.low': alts('No hard feelings (some hard feelings),\nKind regards, and I have kept a copy,'),
  'signoff.mid': alts('Yours, keeping count,\nRegards, as noted in the ledger,'),
  'signoff.high': alts('Yours, and I shall remember this,\nWith my ledger open and my quill sharpened,'),
}
