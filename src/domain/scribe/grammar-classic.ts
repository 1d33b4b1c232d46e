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
    I therefore wish thee, with perfect sincerity, the following.
    And so, with the greatest possible courtesy, I curse thee.
    Permit me, in closing, a small and elegant malediction.
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
    Thou art not entirely useless: thou canst always serve as a warning.
    Thou hast a fine mind. Thou shouldst try it some time.
    I have met turnips with more conversation, and they at least had the decency to become soup.
    Every village has its idiot; thou hast clearly been lent to several.
    Thou art the reason sundials come with instructions.
    Thou couldst start an argument in an empty monastery, and lose it.
    Some bring joy wherever they go. Thou bringest joy whenever thou goest.
    Thy thoughts are like the king's tax collectors: rarely seen, and unwelcome when they arrive.
    Thou art living proof that a head may be used solely for holding up a hat.
    Thou art as sharp as a marble, and half as useful in a fight.
    Thou hast the rare gift of making a short story long and a long evening longer.
    If thou wert any slower on the uptake, they would have to send thee down again.
    Thou art the kind of riddle nobody asked for, and the answer is always 'no'.
  `),
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
    And now, for my final trick, a curse.
    I leave thee a small parting gift, wrapped in malice.
    A curse, then, to be taken with a pinch of salt.
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
  'couplet.low': alts(`
    Thy wit is thin, thy temper thick; // thy conscience but a candle-wick.
    O {$addressee}, of thee I sing: // thou art a mildly tiresome thing.
    Thou art a lark that cannot sing, // a bell that has forgot to ring.
    I'd praise thy sense, I'd praise thy grace, // but both, alas, have left the place.
    A gentle nudge, a little sigh: // thou art a pudding, not a pie.
    Thy jokes are stale as last week's bread, // and go, like it, straight to the head.
    Thy hat is grand, thy boots are fine, // but neither hides that soul of thine.
    The geese all hiss, the ducks all quack, // whenever thou art coming back.
  `),
  'couplet.mid': alts(`
    The crows have heard, the crows have read; // they circle now above thy head.
    Thou art a tempest in a cup // that none can drink and none mop up.
    From castle keep to village green // thou art the worst that I have seen.
    O {$addressee}, thou art a bog, // a fog, a clog, a soggy log.
    Thou sayest much and meanest less; // thy mind's a loft in great distress.
    The bards who tried to sing thy praise // have sat in silence all their days.
    Thy promises are light as air, // and just as solid, I declare.
    Thou borrowest much and givest none; // thou art a cloud that eats the sun.
  `),
  'couplet.high': alts(`
    Let thunder crack and ravens wail: // thy soul's a ship without a sail.
    Were I to list thy every sin, // the scroll would reach from here to Lynn.
    Thou art the blight upon the fruit, // the pebble in the pilgrim's boot.
    May geese arise from every fen // and chase thee round and round again.
    O heavens, hear this poet's plea: // let every gull take aim at thee.
    Thou art a cramp, a curse, a plague, // thy virtues few, thy promise vague.
    I'd send thee to the moon in shame, // but then the moon would get the blame.
    Let bells ring out from tower and steeple: // thou art the worst of all the people.
  `),
  'poet-aside': alts(`
    (The poet pauses here to sharpen both the quill and the grudge.)
    The muse, upon hearing thy name, asked for the rest of the day off.
    I tried to find a rhyme for thy good qualities, but one needs qualities to rhyme.
    The muse insists I call thee {insult}, and the muse is seldom wrong.
    (Here the poet lays down the lute, counts to ten, and picks it up again.)
    The metre limps a little here, in sympathy with thee.
    I rhymed thee once with 'gentle'; the ink refused to dry.
    {doom}
  `),
  'body.low': alts('{couplet} // {couplet} // {poet-aside}\n{poet-aside} // {couplet} // {couplet}'),
  'body.mid': alts('{poet-aside} // {couplet} // {couplet}\n{couplet} // {couplet} // {poet-aside}'),
  'body.high': alts('{couplet} // {couplet} // {poet-aside}\n{poet-aside} // {couplet} // {couplet}'),
  'curse-intro': alts(`
    And so I close with measured rhyme, a curse to echo down through time.
    Now hear the curse the poet weaves, more numerous than autumn leaves.
    Attend, attend: the verse is done; the curse, however, has begun.
  `),
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
