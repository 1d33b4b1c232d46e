/**
 * Voices of the Classic Scroll: elegant (drawing-room knives), witty (quips), poetic (rhyming couplets)
 * and petty (an itemised ledger of small slights).
 */
import { alts, type Grammar } from './phrase-grammar'

export const elegantVoice: Grammar = {
  // a head and a tail ("A Gentle Correction" "Regarding Certain Conduct"), a head and a seal, or a whole line
  title: alts(`
    {el-title-head} {el-title-tail}
    {el-title-head}, {el-title-seal}
    {el-title-line}
  `),
  'el-title-head.low': alts(`
    A Most Courteous Rebuke
    A Polite Word
    A Gentle Correction
    A Discreet Reminder
    A Delicate Remonstrance
    A Civil Note
  `),
  'el-title-tail.low': alts(`
    Regarding Certain Conduct
    on a Matter of Some Delicacy
    Concerning Thy Manners
    in the Kindest Possible Terms
    for Thy Private Perusal
  `),
  'el-title-seal.low': alts(
    'Sealed\nComposed over Tea\nSent with Regret\nDelivered by Hand\nLightly Perfumed',
  ),
  'el-title-line.low': alts(`
    A Most Courteous Rebuke
    A Letter of Gentle Correction
    A Word to the Wise, Politely Put
  `),
  'el-title-head.mid': alts(`
    A Firm Rebuke
    A Frank Letter
    A Formal Complaint
    A Stiffly Worded Note
    A Chilly Remonstrance
    A Cool Reproof
  `),
  'el-title-tail.mid': alts(`
    Regarding Thy Recent Conduct
    on the Matter of Thy Manners
    Concerning Conduct Unbecoming
    in the Finest Hand
    Penned with Visible Restraint
  `),
  'el-title-seal.mid': alts(`
    Signed and Blotted
    Sealed in Grey Wax
    Not Lightly Sent
    Delivered at Arm's Length
  `),
  'el-title-line.mid': alts('A Formal Expression of Profound Displeasure\nA Rebuke in the Finest Hand'),
  'el-title-head.high': alts(`
    A Declaration
    A Withering Letter
    A Final Remonstrance
    A Cold Dismissal
    A Magnificent Snub
    An Icy Farewell
  `),
  'el-title-tail.high': alts(`
    Beyond All Courtesy
    Regarding Thine Unpardonable Conduct
    on the Exhaustion of My Patience
    Written with the Sharpest Nib
    Delivered on a Silver Tray
  `),
  'el-title-seal.high': alts(
    'Sealed in Black Wax\nUnsweetened\nThrown at Thy Feet\nwith Not One Kind Regard',
  ),
  'el-title-line.high': alts('A Declaration of Exquisite Contempt\nThe Velvet Gauntlet, Thrown'),
  salutation: alts(`
    To {$target}, {el-sal-who} {el-sal-how},
    To {$target}, {el-sal-how},
    {el-sal-line}
  `),
  'el-sal-who.low': alts(`
    whom I address
    to whom I write
    whom I take the liberty of addressing
    whom I venture to remind
    to whom I send this note
  `),
  'el-sal-how.low': alts(`
    with the utmost patience
    with every courtesy that can be spared
    in the kindest possible terms
    over a cup of tea
    with a small and courteous cough
    in the gentlest of tones
  `),
  'el-sal-line.low': alts(`
    To {$target}, if thou wouldst be so very kind as to read on,
    To {$target}, with a bow, a curtsey and a small sigh,
  `),
  'el-sal-who.mid': alts(`
    whom I address
    to whom I write
    whom I must correct
    whom I am obliged to reprove
    whom I take to task
  `),
  'el-sal-how.mid': alts(`
    with a civility that costs me dearly
    with some asperity
    in a tone of marked coolness
    without the customary pleasantries
    with cool and measured regard
    with a civility worn rather thin
  `),
  'el-sal-line.mid': alts('To {$target}, who will forgive the directness of this letter,'),
  'el-sal-who.high': alts(`
    whom I address
    to whom I write
    whom I must now address
    whom I address for the final time
    to whom I write, reluctantly,
  `),
  'el-sal-how.high': alts(`
    with such courtesy as remains, which is very little
    with a chill in every syllable
    without the least pretence of warmth
    with exquisite and perfect contempt
    in ink that has been kept on ice
    with the last of my good manners
  `),
  'el-sal-line.high': alts('To {$target}, and to no one else, for no one else deserves it,'),
  proclaim: alts(`
    It is with the greatest reluctance, and a small glass of sherry, that I set down the matter at hand. In the words of the aggrieved: “{$grievance}{$stop}” One had hoped for better. One had, in fact, budgeted for better.
    I shall be brief, as is only civil. It has been reported to me, and confirmed by persons of quality, that: “{$grievance}{$stop}” I confess I set down my teacup.
    Permit me to recall, with the gentlest possible emphasis, the matter that occasions this letter: “{$grievance}{$stop}” I have read it several times. It does not improve.
  `),
  'el-observe': alts(`
    Thy manners, {$addressee}, have been described at court as brave, and at court that is never a compliment.
    One hesitates to say such things in polite company. One says them nonetheless, with a small smile.
    I have made enquiries among people of taste, and every one of them lowered their voice.
    It is not that thou lackest breeding; it is that thy breeding appears to have been conducted in a barn.
    I had thought thee merely unpolished. I now see the polish was never the problem; it was the furniture.
    There is a kind of person spoken of only after the ladies have withdrawn, and the ladies now refuse to withdraw, so as to hear more of thee.
    Thou enterest a room as a draught enters it: uninvited, and making everyone reach for a shawl.
    I am told thou hast many fine qualities. I am told this chiefly by thee.
    Thy conversation at table has been compared to the soup: lukewarm, and going on far too long.
    The dancing master has asked me to tell thee, gently, that the galliard is not a contact sport.
    There are those who light up a room, and there are those who are asked to wait outside it; I need not say which thou art.
    When thou art announced at court, the musicians play a little faster, in the hope that thou wilt leave sooner.
  `),
  'el-accuse.low': alts(`
    I say this with affection, and only the faintest wince: thou art {insult}.
    Thou art, in the kindest possible sense, {insult}.
  `),
  'el-accuse.mid': alts(`
    Let us be candid, as old acquaintances may be: thou art {insult}, and {simile}.
    Thou art {insult}; I say it without malice, but with considerable accuracy.
  `),
  'el-accuse.high': alts(`
    I shall say it plainly, this once, and then wash my hands: thou art {insult}.
    Thou art {insult}, {simile}, and entirely without excuse.
  `),
  'el-remark': alts(`
    But I digress, and I so rarely digress.
    I trust thou wilt receive this in the spirit in which it is sent, which is a cold one.
    Do forgive the length of this letter; I had not the time to make it kinder.
    One does so hate to be unkind. One finds, however, that one is managing.
  `),
  'body.low': alts('{el-observe} {el-accuse} {el-remark}\n{el-accuse} {el-observe} {doom}'),
  'body.mid': alts('{el-observe} {el-accuse} {doom} {el-remark}\n{el-accuse} {witness-line} {el-observe}'),
  'body.high': alts(
    '{el-accuse} {el-observe} {doom} {el-remark}\n{el-observe} {el-accuse} {doom} {el-observe}',
  ),
  'curse-intro': alts(`
    I therefore wish thee, with {el-ci-sincerity}, the following.
    And so, with the {el-ci-courtesy}, I curse thee.
    Permit me, in closing, a {el-ci-small} malediction.
    It only remains, {$addressee}, to {el-ci-remains}.
    One does not like to curse, but one {el-ci-must}.
  `),
  'el-ci-sincerity': alts(`
    perfect sincerity
    the utmost civility
    every good manner
    a small bow
  `),
  'el-ci-courtesy': alts(`
    greatest possible courtesy
    most refined regret
    gentlest of smiles
    best will in the world
  `),
  'el-ci-small': alts(`
    small and elegant
    brief and graceful
    modest but well-made
    short and perfectly civil
  `),
  'el-ci-remains': alts(`
    curse thee, politely
    add a curse, with regret
    close with a curse, nicely phrased
  `),
  'el-ci-must': alts(`
    must, and beautifully
    shall, and with good posture
    has been asked to, and one obliges
  `),
  'own-curse': alts(`
    may every banquet thou attendest seat thee beside the bishop's deaf aunt
    may thy gloves never match
    may thy invitations arrive the day after the ball
    may thy finest houses discover, all at once, that they are not at home to thee
  `),
  'signoff.low': alts('With every good wish, however improbable,\nYours, with a patience nearly exhausted,'),
  'signoff.mid': alts('Yours, with the coolest regards,\nRemaining, with some effort, civil,'),
  'signoff.high': alts(
    'Yours, with contempt of the most exquisite kind,\nWith no regards whatsoever, but beautifully written,',
  ),
}

export const wittyVoice: Grammar = {
  title: alts(`
    {wit-title-head} {wit-title-tail}
    {wit-title-head}, {wit-title-seal}
    {wit-title-line}
  `),
  'wit-title-head.low': alts(`
    A Light Roasting
    A Gentle Ribbing
    A Friendly Jest
    A Playful Prod
    A Modest Roast
    A Little Teasing
  `),
  'wit-title-tail.low': alts(`
    at Thine Expense
    Among Friends
    in the Best of Humour
    for Thine Own Good
    Delivered with a Wink
  `),
  'wit-title-seal.low': alts('Lovingly Basted\nLightly Salted\nServed Warm\nNo Offence Meant'),
  'wit-title-line.low': alts('A Few Well-Chosen Words\nA Jest or Two, on the House'),
  'wit-title-head.mid': alts(`
    A Roast
    A Ribbing
    A Proper Roasting
    A Short Satire
    A Comic Appraisal
    A Witty Reckoning
  `),
  'wit-title-tail.mid': alts(`
    in Several Courses
    for the Amusement of the Court
    with Thy Name in the Punchline
    Regarding Thy Latest Blunder
    Written While Laughing
  `),
  'wit-title-seal.mid': alts('Served Medium\nBriefly\nSalted to Taste\nwith Footnotes'),
  'wit-title-line.mid': alts('An Inventory of Thy Wit, Briefly'),
  'wit-title-head.high': alts(`
    A Thorough Roasting
    A Merciless Lampoon
    A Grand Roast
    A Scathing Satire
    A Devastating Jest
    A Ruthless Send-Up
  `),
  'wit-title-tail.high': alts(`
    Fit for a Royal Banquet
    at Thy Considerable Expense
    in Which Thou Art the Joke
    Before the Whole Court
    Regarding Thy So-Called Wit
  `),
  'wit-title-seal.high': alts('Served Well Done\nBurnt to a Crisp\nHold the Mercy\nNo Refunds'),
  'wit-title-line.high': alts('A Roast Fit for a Royal Banquet\nThy Wit, Weighed and Found Wanting'),
  // a name for the target and a quip about them, either, or a whole line
  salutation: alts(`
    To {$target}, {wit-sal-name}, {wit-sal-quip},
    To {$target}, {wit-sal-name},
    To {$target}, {wit-sal-quip},
    {wit-sal-line}
  `),
  'wit-sal-name.low': alts(`
    dear friend
    my favourite fool
    jester of the parish
    merry soul
    good neighbour
  `),
  'wit-sal-quip.low': alts(`
    who will laugh at this eventually
    whose jokes I have heard only twice
    who laughs first and thinks later
    whose wit is a work in progress
    who means well, mostly
    whose puns are forgiven, nearly
  `),
  'wit-sal-line.low': alts('To {$target}, a person of many qualities, most of them regrettable,'),
  'wit-sal-name.mid': alts(`
    thou wonderful walking punchline
    jester without portfolio
    thou walking farce
    chief clown of the parish
    thou merry calamity
    buffoon of the lesser sort
  `),
  'wit-sal-quip.mid': alts(`
    whose every blunder I have written down for later
    who makes the court fool look like a scholar
    whose wit arrives a day after the conversation
    who could trip over a painted line
    whose best jest was an accident
  `),
  'wit-sal-line.mid': alts('To {$target}, the joke of the season, and the season is long,'),
  'wit-sal-name.high': alts(`
    thou unrivalled buffoon
    thou punchline in boots
    thou calamity in a hat
    prince of fools
    thou walking blunder
    laughing stock of three counties
  `),
  'wit-sal-quip.high': alts(`
    whose wit has been weighed and found wanting
    at whom the whole court is pointing
    whose jokes alone are not funny
    whom the jesters study for material
    whose brain is mostly for decoration
  `),
  'wit-sal-line.high': alts('To {$target}, the jest that writes itself, though it cannot spell,'),
  proclaim: alts(`
    The charge sheet reads, and I quote it word for word, for no improvement was possible: “{$grievance}{$stop}” Bold. Original. Wrong.
    I am told that: “{$grievance}{$stop}” I laughed; then I learned it was not a jest; then I laughed harder.
    Here is the matter, in the very words of the injured party: “{$grievance}{$stop}” The defence may now remain silent, as is its custom.
  `),
  'wit-quip': alts(`
    I would call thee a fool, but the Guild of Fools has standards, and pays its dues.
    Thou art not entirely useless: thou canst always serve as {wit-a-warning}.
    Thou hast a fine {wit-mind}. Thou shouldst {wit-try-it} some time.
    I have met turnips with more conversation, and they at least had the decency to become soup.
    Every village has its idiot; thou hast clearly been lent to {wit-several}.
    Thou art the reason sundials come with instructions.
    Thou couldst start an argument in an empty {wit-monastery}, and lose it.
    Some bring joy wherever they go. Thou bringest joy whenever thou goest.
    Thy thoughts are like the king's tax collectors: rarely seen, and unwelcome when they arrive.
    Thou art living proof that a head may be used solely for holding up a hat.
    Thou art as sharp as a marble, and half as useful in a fight.
    Thou hast the rare gift of making a short story long and a long evening longer.
    If thou wert any slower on the uptake, they would have to send thee down again.
    Thou art the kind of riddle nobody asked for, and the answer is always 'no'.
  `),
  'wit-monastery': alts('monastery\nchapel\nbarn'),
  'wit-a-warning': alts('a warning\na bad example\na cautionary tale'),
  'wit-mind': alts('mind\nbrain\nhead on thee'),
  'wit-try-it': alts('try it\nuse it\ntake it out'),
  'wit-several': alts('several\nhalf the county\nthree parishes'),
  'wit-accuse.low': alts(
    'In short, thou art {insult}, though a charming one.\nCall it what thou wilt; the rest of us call thee {insult}.',
  ),
  'wit-accuse.mid': alts(`
    Which makes thee, by my arithmetic, {insult}, {simile}.
    Put plainly, thou art {insult}, and the goats are suing for defamation.
  `),
  'wit-accuse.high': alts(`
    The verdict of the court of wits: thou art {insult}, {simile}, and the jest is on thee.
    I have consulted the great wits of the age, and they agree: {insult}, and not even an interesting one.
  `),
  'body.low': alts('{wit-quip} {wit-quip} {wit-accuse}\n{wit-accuse} {wit-quip} {doom}'),
  'body.mid': alts('{wit-quip} {wit-accuse} {doom}\n{wit-quip} {witness-line} {wit-quip} {wit-accuse}'),
  'body.high': alts('{wit-accuse} {wit-quip} {wit-quip} {doom}\n{wit-quip} {wit-accuse} {doom} {wit-quip}'),
  'curse-intro': alts(`
    And now, for my {wit-ci-trick} trick, a curse.
    I leave thee a small parting gift, wrapped in {wit-ci-wrapped}.
    A curse, then, to be taken {wit-ci-salt}.
    Every good jest needs a punchline, and {wit-ci-punchline}.
  `),
  'wit-ci-trick': alts(`
    final
    last
    finest
    closing
  `),
  'wit-ci-wrapped': alts(`
    malice
    sarcasm
    brown paper and spite
    a bow of pure mischief
  `),
  'wit-ci-salt': alts(`
    with a pinch of salt
    with a large pinch of salt
    after meals
    twice daily, with ale
  `),
  'wit-ci-punchline': alts(`
    mine is a curse
    thine is a curse
    this one is a curse
  `),
  'own-curse': alts(`
    may every jest thou tellest land a beat too late
    may thy best retort occur to thee only at home, in the bath, a week later
    may thy laughter always be the loudest, and the only
    may every riddle thou art asked have the answer 'thee'
  `),
  'signoff.low': alts('Yours, laughing with thee, mostly,\nAffectionately, and at thy expense,'),
  'signoff.mid': alts('Yours in merriment, thine not included,\nWittily, and with a straight face,'),
  'signoff.high': alts('Yours, laughing at thee, never with thee,\nWith all the wit thou lackest,'),
}

export const poeticVoice: Grammar = {
  title: alts(`
    {po-title-head} {po-title-tail}
    {po-title-head}, {po-title-seal}
    {po-title-line}
  `),
  'po-title-head.low': alts(`
    A Little Verse
    A Kindly Rhyme
    A Modest Ditty
    A Short Sonnet
    A Brief Ballad
    A Wistful Couplet
  `),
  'po-title-tail.low': alts(`
    of Mild Reproach
    on Thy Small Misdeeds
    Concerning Thy Manners
    in Tender Iambs
    for a Wayward Soul
  `),
  'po-title-seal.low': alts('Gently Aimed\nSoftly Sung\nSet to a Lute\nwith a Sigh'),
  'po-title-line.low': alts('A Rhyme, Gently Aimed'),
  'po-title-head.mid': alts(`
    A Ballad
    An Ode
    A Lay
    A Cautionary Rhyme
    A Sorry Sonnet
    A Rueful Roundel
  `),
  'po-title-tail.mid': alts(`
    of Thy Misdeeds
    Upon Thy Conduct
    for the Village Green
    in Several Stinging Stanzas
    Concerning Thy Character
  `),
  'po-title-seal.mid': alts('Unflattering\nSung Off-Key\nwith a Sharp Refrain\nRhymed in Anger'),
  'po-title-line.mid': alts('A Song Thou Wilt Not Enjoy'),
  'po-title-head.high': alts(`
    An Epic
    A Dirge
    A Thundering Ode
    A Grand Lampoon
    An Elegy
    A Scalding Sonnet
  `),
  'po-title-tail.high': alts(`
    in Verse Against Thee
    Upon Thy Disgrace
    in Forty Furious Stanzas
    to Be Sung at Thy Door
    Against Thy Every Deed
  `),
  'po-title-seal.high': alts('Roared, Not Sung\nwith Drums\nRhymed in Fury\nDeclaimed at Dawn'),
  'po-title-line.high': alts('The Lay of Thy Disgrace'),
  salutation: alts(`
    To {$target}, {po-sal-name}, {po-sal-how},
    To {$target}, {po-sal-name},
    To {$target}, {po-sal-how},
  `),
  'po-sal-name.low': alts(`
    subject of this humble rhyme
    theme of my small lament
    fair object of my gentle grumbling
    muse of my mild complaint
    reader of these modest lines
    thou cause of a sorry sonnet
  `),
  'po-sal-how.low': alts(`
    in verse, with a sigh
    set down in tender metre
    with a lute and a sigh
    in couplets, kindly meant
    softly, to a tune thou knowest
  `),
  'po-sal-name.mid': alts(`
    muse of my displeasure
    object of this cautionary ode
    cause of many a sour stanza
    thou villain of the ballad
    subject of this unflattering song
    thou thorn in my sonnet
  `),
  'po-sal-how.mid': alts(`
    hear the poet sing
    in verse that does not flatter
    with lute strings tightened
    attend these lines
    as the minstrel tunes his lute
  `),
  'po-sal-name.high': alts(`
    scourge of every stanza
    villain of my verses
    thou blot upon the page
    thou cause of forty verses
    subject of this dreadful dirge
    thou bane of the bards
  `),
  'po-sal-how.high': alts(`
    in verse both long and dire
    hear the thunder of my rhyme
    with drums, and lutes, and fury
    attend, for the epic begins
    in stanzas sharpened overnight
  `),
  proclaim: alts(`
    Sing, muse, of wrongs both great and small, and hear the one that tops them all: “{$grievance}{$stop}” The lute fell silent. So did I.
    The poet took his quill in hand and found one line he could not stand: “{$grievance}{$stop}” He wept, and then he wrote this scroll.
    In taverns low and castles tall, they tell the tale, and this is all: “{$grievance}{$stop}” The rest, alas, is verse.
  `),
  // each couplet has a word or two that varies and keeps the rhyme, so two poems seldom share a line
  'couplet.low': alts(`
    Thy wit is {po-thin}, thy temper thick; // thy {po-conscience} but a candle-wick.
    {po-of-thee-i-sing} // thou art a {po-mildly} tiresome thing.
    Thou art a {po-lark} that cannot sing, // {po-bell-ring}
    I'd praise thy {po-sense}, I'd praise thy grace, // {po-left-the-place}
    A gentle {po-nudge}, a little sigh: // thou art a {po-pudding}, not a pie.
    Thy jokes are stale as {po-last-week} bread, // {po-to-the-head}
    Thy {po-hat} is grand, thy boots are fine, // but {po-neither-hides} that soul of thine.
    {po-geese-hiss} // whenever thou art {po-coming} back.
    Thy {po-manners} are a muddy lane; // one {po-walks} them once, and not again.
    I would not call thee {po-wicked}, no, // but {po-dim-as-fog}, and twice as slow.
    Thou art the {po-crumb} upon the plate, // the guest who stays {po-a-bit} too late.
    Thy {po-song} is {po-sweet}, if somewhat long, // and every {po-verse} of it is wrong.
    A little {po-fault}, a little flaw, // a little {po-mud} upon the straw.
    Thou {po-meanest-no-harm} no harm, I do believe, // {po-harm-is-all} thou dost achieve.
  `),
  'po-walks': alts('walks\nslips\ntreads'),
  'po-wicked': alts('wicked\ncruel\nvillain'),
  'po-a-bit': alts('a bit\nan hour\nall night'),
  'po-verse': alts('verse\nline\nnote'),
  'po-mud': alts('mud\nmuck\ndamp'),
  'po-harm-is-all': alts(
    'but harm is all\nbut harm is what\nyet harm is all\nand harm is all\nbut mischief is what',
  ),
  'po-goes-stale': alts(
    'and every promise made goes stale\nand all thy promises go stale\nand every vow thou makest, stale',
  ),
  'po-fell': alts('fell to earth\nnear fell to earth\ndropped to earth'),
  'po-snore': alts('snore\ncough\ncreak'),
  'po-shortest': alts('shortest\nsmallest\nleast'),
  'po-feasts': alts('feasts\ndines\ngnaws'),
  'po-beach': alts(
    "thou'dst need a beach in every land\nthou'dst fill the shores of every land\nthou'dst need the dunes of every land",
  ),
  'po-seed': alts('seed\nweed\nthorn'),
  'po-worst-among': alts('worst\nleast\nlast'),
  'po-ruins': alts('ruins\nsours\nspoils'),
  'po-thousand': alts('thousand\nhundred\ndozen'),
  'po-manners': alts('manners\nhabits\nways'),
  'po-dim-as-fog': alts('dim as fog\ndamp as fog\nthick as fog'),
  'po-crumb': alts('crumb\ncrust\nbone'),
  'po-sweet': alts('sweet\nfine\nfair'),
  'po-song': alts('song\ntune\ntale'),
  'po-fault': alts('fault\nslip\nsmudge'),
  'po-meanest-no-harm': alts('meanest\nwishest\nplannest'),
  'po-thin': alts('thin\nslight\nscant'),
  'po-conscience': alts('conscience\npatience\nkindness\nwisdom'),
  'po-of-thee-i-sing': alts(`
    O {$addressee}, of thee I sing:
    Of thee, {$addressee}, I sing:
    O {$addressee}, 'tis thee I sing:
  `),
  'po-mildly': alts('mildly\nfaintly\nsomewhat\ngently'),
  'po-lark': alts('lark\nthrush\nwren\nfinch'),
  'po-bell-ring': alts(`
    a bell that has forgot to ring.
    a bell too shy to ever ring.
    a bell that does not care to ring.
    a bell that only thinks to ring.
  `),
  'po-sense': alts('sense\nwit\ntaste'),
  'po-left-the-place': alts(`
    but both, alas, have left the place.
    but both have long since left the place.
    but both, alas, have fled the place.
  `),
  'po-nudge': alts('nudge\nword\npoke'),
  'po-pudding': alts('pudding\ndumpling\ncustard'),
  'po-last-week': alts("last week's\nyesterday's\nTuesday's\nthe abbot's\nLenten"),
  'po-to-the-head': alts(`
    and go, like it, straight to the head.
    and sit, like it, as heavy as lead.
    and sink, like it, as heavy as lead.
  `),
  'po-hat': alts('hat\ncloak\ncap'),
  'po-neither-hides': alts('neither hides\nnothing hides\nnone of it hides'),
  'po-geese-hiss': alts(`
    The geese all hiss, the ducks all quack,
    The cats all hiss, the ducks all quack,
    The geese all hiss, the crows all clack,
  `),
  'po-coming': alts('coming\nheading\nriding\nwandering'),
  'couplet.mid': alts(`
    The {po-crows} have heard, the {po-ravens} have read; // they {po-circle} now above thy head.
    Thou art a {po-tempest} in a cup // that {po-none-can-drink} and none mop up.
    From castle {po-keep} to village green // thou art the {po-worst} that I have seen.
    {po-bog} // {po-soggy-log}
    Thou sayest much and {po-meanest} less; // thy mind's a {po-loft} in great distress.
    The {po-bards} who tried to sing thy praise // have {po-sat-in-silence} all their days.
    Thy {po-promises} are light as air, // and just as {po-solid}, I declare.
    Thou {po-borrowest} much and givest none; // thou art a cloud that {po-eats} the sun.
    Thou art the {po-weed} among the wheat, // the {po-stone} that trips the pilgrim's feet.
    Thy word is {po-weak} as watered ale, // {po-goes-stale}.
    I asked the {po-owl} what thou art worth; // he laughed so hard he {po-fell}.
    Thou art a {po-puddle} thinking deep, // a {po-snore} that keeps the rest from sleep.
    Thy {po-pride} is tall, thy deeds are small; // thou art the {po-shortest} of them all.
  `),
  'po-weed': alts('weed\ntare\nthorn'),
  'po-stone': alts('stone\nroot\nrut'),
  'po-weak': alts('weak\nthin\nflat'),
  'po-owl': alts('owl\ncrow\nrook'),
  'po-puddle': alts('puddle\nshallow\nditch'),
  'po-pride': alts('pride\nhat\nboast'),
  'po-crows': alts('crows\nrooks\ndaws'),
  'po-ravens': alts('ravens\nmagpies\nowls'),
  'po-circle': alts('circle\ngather\nhover\nmutter'),
  'po-tempest': alts('tempest\nstorm\nsquall\ngale'),
  'po-none-can-drink': alts('none can drink\nnone will drink\nno one drinks'),
  'po-keep': alts('keep\ngate\nwall'),
  'po-worst': alts('worst\ndullest\nsorriest\nsourest'),
  'po-bog': alts(`
    O {$addressee}, thou art a bog,
    Thou art, {$addressee}, a bog,
    O {$addressee}, thou mossy bog,
  `),
  'po-soggy-log': alts(`
    a fog, a clog, a soggy log.
    a clog, a fog, a soggy log.
    a frog, a fog, a soggy log.
    a fog, a clog, a sodden log.
  `),
  'po-meanest': alts('meanest\ndoest\nknowest'),
  'po-loft': alts('loft\nbarn\nshed\nhut'),
  'po-bards': alts('bards\nmonks\nminstrels'),
  'po-sat-in-silence': alts('sat in silence\nstared at walls\nwept in silence\nsulked in corners'),
  'po-promises': alts('promises\nvows\npledges'),
  'po-solid': alts('solid\nsturdy\nuseful\nfilling'),
  'po-borrowest': alts('borrowest\ntakest\npocketest'),
  'po-eats': alts('eats\nhides\ndrowns\nblots'),
  'couplet.high': alts(`
    Let thunder {po-crack} and ravens wail: // thy soul's a {po-ship} without a sail.
    Were I to {po-list} thy every sin, // the {po-scroll} would reach from here to Lynn.
    Thou art the {po-blight} upon the fruit, // the {po-pebble} in the pilgrim's boot.
    May geese arise from every {po-fen} // and chase thee {po-round-and-round} again.
    O {po-heavens}, hear this poet's plea: // let every {po-gull} take aim at thee.
    Thou art a {po-cramp}, a curse, a plague, // thy virtues few, thy {po-promise} vague.
    {po-moon-shame}
    Let bells ring out from {po-tower} and steeple: // thou art the {po-worst-people} of all the people.
    Thou art the {po-storm} that sours the milk, // the moth that {po-feasts} on finest silk.
    Were every {po-sin-grain} a grain of sand, // {po-beach}.
    The {po-gargoyles} weep, the steeples groan, // at every {po-seed} that thou hast sown.
    Let {po-trumpets} blare from every wall: // thou art the {po-worst-among} among them all.
    O {po-realm}, beware this walking blight, // who {po-ruins} morning, noon and night.
    I'd curse thee in a {po-thousand} rhymes, // and then repeat them {po-seven} times.
  `),
  'po-storm': alts('storm\nfrost\nblight'),
  'po-sin-grain': alts('sin\nfault\nslight'),
  'po-gargoyles': alts('gargoyles\nbishops\nstatues'),
  'po-trumpets': alts('trumpets\nbugles\nheralds'),
  'po-realm': alts('realm\nparish\nkingdom'),
  'po-seven': alts('seven\ntwenty\nninety'),
  'po-crack': alts('crack\nroll\nboom'),
  'po-ship': alts('ship\nboat\nbarge'),
  'po-list': alts('list\ncount\nname'),
  'po-scroll': alts('scroll\nlist\nroll'),
  'po-blight': alts('blight\nfrost\nrot'),
  'po-pebble': alts('pebble\nthistle\nnail'),
  'po-fen': alts('fen\nglen'),
  'po-round-and-round': alts('round and round\nup and down\nto and fro'),
  'po-heavens': alts('heavens\nmuses\nangels'),
  'po-gull': alts('gull\ncrow\nrook\npigeon'),
  'po-cramp': alts('cramp\nboil\nblight'),
  'po-promise': alts('promise\npurpose\nmerits'),
  'po-moon-shame': alts(`
    I'd send thee to the moon in shame, // but then the moon would get the blame.
    I'd send thee to the stars in shame, // but then the stars would get the blame.
    I'd send thee off to sea in shame, // but then the sea would get the blame.
  `),
  'po-tower': alts('tower\nturret\nchapel'),
  'po-worst-people': alts('worst\nlast\nleast'),
  'poet-aside': alts(`
    (The poet pauses here to {po-sharpen} both the quill and the {po-grudge}.)
    The muse, upon hearing thy name, {po-asked-for} the rest of the {po-day} off.
    {po-rhyme-qualities}
    The muse insists I call thee {insult}, and the muse is seldom wrong.
    (Here the poet lays down the {po-lute}, counts to {po-ten}, and picks it up again.)
    The metre {po-limps} a little here, {po-in-sympathy}.
    I rhymed thee once with '{po-gentle}'; {po-ink-refused}.
    {doom}
    (A string snaps on the {po-strings}. The poet takes it {po-personally}.)
    Even the {po-echo} will not {po-repeat-name}.
  `),
  'po-strings': alts('lute\nharp\nfiddle\nviol\ncittern'),
  'po-personally': alts('personally\nas a sign\nas a review\nbadly\nas an omen\nto heart'),
  'po-repeat-name': alts('repeat thy name in verse\nrhyme with thee\nsing of thee, even badly'),
  'po-echo': alts('echo\nparrot\nchoir'),
  'po-sharpen': alts('sharpen\nwhet\nhone'),
  'po-asked-for': alts('asked for\ntook\ndemanded'),
  'po-day': alts('day\nweek\nmonth'),
  'po-rhyme-qualities': alts(`
    I tried to find a rhyme for thy good qualities, but one needs qualities to rhyme.
    I tried to find a rhyme for thy virtues, but one needs virtues to rhyme.
    I sought a rhyme for all thy charms, but found no charms to rhyme.
    I hunted rhymes for all thy graces, and came home with empty hands.
    I looked for rhymes to suit thy merits, and the search is still going on.
  `),
  'po-grudge': alts('grudge\ntemper\nwit'),
  'po-in-sympathy': alts('in sympathy with thee\nas if it knew thee\nout of pity for thee'),
  'po-lute': alts('lute\nquill\nharp'),
  'po-ten': alts('ten\ntwenty\na hundred'),
  'po-limps': alts('limps\nstumbles\nwobbles'),
  'po-gentle': alts('gentle\nnoble\nclever'),
  'po-ink-refused': alts(`
    the ink refused to dry
    the quill refused to write
    the page curled up in protest
  `),
  'body.low': alts('{couplet} // {couplet} // {poet-aside}\n{poet-aside} // {couplet} // {couplet}'),
  'body.mid': alts('{poet-aside} // {couplet} // {couplet}\n{couplet} // {couplet} // {poet-aside}'),
  'body.high': alts('{couplet} // {couplet} // {poet-aside}\n{poet-aside} // {couplet} // {couplet}'),
  'curse-intro': alts(`
    And so I close with {po-ci-measured} rhyme, a curse to echo {po-ci-down} through time.
    {po-ci-hear} the curse the poet weaves, more {po-ci-numerous} than autumn leaves.
    {po-ci-attend}: the verse is done; the curse, {po-ci-however}, has begun.
    The {po-ci-lute-hushed}, the ink runs {po-ci-red}; now hear the curse upon thy head.
  `),
  'po-ci-measured': alts('measured\nsolemn\ncareful\nringing'),
  'po-ci-down': alts('down\non\nfar'),
  'po-ci-hear': alts('Now hear\nSo hear\nAttend'),
  'po-ci-numerous': alts('numerous\nplentiful\nbountiful'),
  'po-ci-attend': alts('Attend, attend\nTake heed, take heed\nGive ear, give ear\nDraw near, draw near'),
  'po-ci-however': alts('however\nalas\ndear reader'),
  'po-ci-lute-hushed': alts('lute is hushed\ndrum is still\nharp is stilled'),
  'po-ci-red': alts('red\nblack\nthin'),
  'own-curse': alts(`
    may every rhyme thou seekest flee
    may every minstrel sing of thee off-key
    may thy love letters never scan
    may thy name rhyme only with 'porridge', and nothing rhyme with 'porridge'
  `),
  'signoff.low': alts('Yours in rhyme and reason,\nIn verse and mild reproach,'),
  'signoff.mid': alts('Yours in iambic indignation,\nIn rhyme and ruffled feathers,'),
  'signoff.high': alts('Yours in fury, sonnet-bound,\nIn blank verse and black ink,'),
}
