/**
 * The "cursed" commission voice: a hedge-witch's working, with toads, tallow and a turnip buried under
 * the window. Ritual sentences in the first person, spells that go slightly wrong.
 */
import { alts, type Grammar } from './phrase-grammar'

export const hexVoice: Grammar = {
  title: alts(`
    {cu-title-head} {cu-title-tail}
    {cu-title-head}, {cu-title-seal}
    {cu-title-line}
  `),
  'cu-title-head.low': alts(`
    A Small Hex
    A Little Charm
    A Petty Jinx
    A Tiny Spell
    A Mild Enchantment
    A Hedge-Witch's Trifle
  `),
  'cu-title-tail.low': alts(`
    of Minor Misfortune
    for Damp Socks
    Upon Thy Left Boot
    Involving One Turnip
    Against Thy Luck at Cards
  `),
  'cu-title-seal.low': alts('Lightly Applied\nMostly Harmless\nBrewed in a Teacup\nwith a Pinch of Salt'),
  'cu-title-line.low': alts('A Charm of Minor Misfortune\nA Wee Curse, Barely Warm'),
  'cu-title-head.mid': alts(`
    A Hex
    A Binding
    A Working
    A Jinx
    A Knotted Charm
    A Bewitchment
  `),
  'cu-title-tail.mid': alts(`
    Upon Thee
    Writ in Tallow
    Under the Crooked Moon
    by Toad and Candle
    from the Crossroads
  `),
  'cu-title-seal.mid': alts(
    'Signed and Sealed\nStirred Widdershins\nBuried Under a Turnip\nHung in the Smokehouse',
  ),
  'cu-title-line.mid': alts('A Hex Upon Thee, Signed and Sealed'),
  'cu-title-head.high': alts(`
    The Great Hex
    A Malediction
    The Grand Binding
    A Thrice-Woven Curse
    The Dread Jinx
    The Last Working
  `),
  'cu-title-tail.high': alts(`
    of the Thirteenth Toad
    Most Complete
    from the Midnight Crossroads
    Upon Thy Whole House
    in Newt, Nettle and Tallow
  `),
  'cu-title-seal.high': alts('Thrice Sealed\nNever to Be Lifted\nSpoken at Midnight\nwith Extra Newt'),
  'cu-title-line.high': alts('The Hex to End All Hexes\nA Curse in Thirteen Parts, All of Them Toads'),
  salutation: alts(`
    To {$target}, {cu-sal-name}, {cu-sal-how},
    To {$target}, {cu-sal-name},
    To {$target}, {cu-sal-how},
    {cu-sal-line}
  `),
  'cu-sal-name.low': alts(`
    dear subject of my little working
    thou of the soon-damp socks
    recipient of this modest charm
    neighbour of my bubbling pot
    friend of a disappointed newt
    bearer of mildly unlucky boots
  `),
  'cu-sal-how.low': alts(`
    whose name I have carved into a small turnip
    with a pinch of salt and a wink
    as my cauldron comes to a simmer
    by the light of one small candle
    from behind a rather large toad
  `),
  'cu-sal-line.low': alts('To {$target}, with a hex no bigger than a thimble,'),
  'cu-sal-name.mid': alts(`
    subject of this binding
    thou who hast offended my cat
    bearer of the witch's mark
    thou knot in my nettle-string
    thou of the rattling jar
    owner of a spoon I once borrowed
  `),
  'cu-sal-how.mid': alts(`
    under the sign of the crooked moon
    by toad and by tallow
    as the cauldron bubbles
    with newt, and more newt
    from the smokehouse where thy name hangs
  `),
  'cu-sal-line.mid': alts('To {$target}, whose likeness I have drawn in ash beneath a sleeping toad,'),
  'cu-sal-name.high': alts(`
    thou bane of the coven
    marked one of the black hen
    thou foe of every black cat
    thou name in the rattling jar
    accursed of the crossroads
    thou blight upon the turnip patch
  `),
  'cu-sal-how.high': alts(`
    at midnight, by the thirteenth toad
    as the salt circle closes
    with the cauldron at full boil
    by bone, by broom and by bitter herb
    under a moon gone crooked with rage
  `),
  'cu-sal-line.high': alts('To {$target}, thrice named at the crossroads, and thrice cursed,'),
  proclaim: alts(`
    Under the crooked moon, with a toad on my left and a candle on my right, I speak the offence aloud: “{$grievance}{$stop}” The toad blinked. The candle went out. The hex begins.
    The cauldron bubbled and, when it cleared, it showed me this: “{$grievance}{$stop}” I added newt. I added more newt.
    The bones were cast, and they spelled out thy deed: “{$grievance}{$stop}” Then they spelled out thy name, and then a rude word.
  `),
  // each working has a word or two that varies, so one spell seldom comes back word for word
  'cu-spell': alts(`
    By {cu-toad-tallow}, by the {cu-third-tuesday} of a month with no name, I bind thee.
    I have buried a {cu-turnip} beneath thy {cu-window}. {cu-knowest}
    Thrice around the {cu-well} I walked, widdershins, muttering thy name, until the {cu-miller} asked me to stop.
    Eye of newt, and toe of frog, and the general {cu-attitude} of thee.
    I have tied thy name in a knot of nettle-string and hung it in the {cu-smokehouse}.
    The {cu-wise-woman} read thy palm from across the {cu-square} and has been lying down ever since.
    I have whispered thy deed into a {cu-jar} and sealed it with wax. It has begun to {cu-rattle}.
    I sent a black cat to cross {cu-path}. It refused, then crossed it {cu-twice}, for emphasis.
    {cu-first-tried}
    I have stirred the cauldron widdershins with a spoon thou once didst lick, and it {cu-hissed}.
    I have drawn thy likeness in {cu-ash} and set it beneath a sleeping toad. {cu-toad-slept}
    Three crows, a lock of goat hair and the last of the {cu-candlemas} candles went into this working.
    The moon was {cu-waning}, the owl was hooting, and I was very, very cross.
  `),
  'cu-toad-tallow': alts('toad and by tallow\nnewt and by nettle\nsalt and by soot'),
  'cu-third-tuesday': alts('third Tuesday\nsecond Friday\nlast Wednesday'),
  'cu-turnip': alts('turnip\nparsnip\nboot'),
  'cu-window': alts('window\ndoorstep\ngatepost'),
  'cu-knowest': alts(`
    Thou knowest what thou didst.
    It knows what thou didst.
    Thou knowest why.
    The earth remembers, and so do I.
  `),
  'cu-well': alts('well\nmill\nchurchyard'),
  'cu-miller': alts('miller\npriest\nsexton'),
  'cu-attitude': alts('attitude\nmanner\ndemeanour'),
  'cu-smokehouse': alts('smokehouse\nchimney\nbelfry'),
  'cu-wise-woman': alts('village wise-woman\nhedge-witch\nold herb-wife'),
  'cu-square': alts('square\nmarket\nchurchyard'),
  'cu-jar': alts('jar\nbottle\npot'),
  'cu-rattle': alts('rattle\nhum\nglow faintly'),
  'cu-path': alts('thy path\nthy path at dawn\nthy path at midnight'),
  'cu-twice': alts('twice\nthrice'),
  'cu-first-tried': alts(`
    The hex was first tried upon a turnip. The turnip has not recovered.
    The hex was first tried upon a cabbage. The cabbage has not recovered.
    The hex was first tried upon a marrow. The marrow has never been the same.
  `),
  'cu-hissed': alts('hissed\nspat\nsulked'),
  'cu-ash': alts('ash\nchalk\nsoot'),
  'cu-toad-slept': alts(`
    The toad has not slept since.
    The toad has not slept a wink since.
    The toad now keeps a candle lit all night.
  `),
  'cu-candlemas': alts('Michaelmas\nCandlemas\nEaster'),
  'cu-waning': alts('waning\ngibbous\nsulking'),
  'cu-judge.low': alts(
    'The spirits say thou art {insult}; the spirits are gentle today.\nMy crystal shows thee plainly: {insult}.',
  ),
  'cu-judge.mid': alts(`
    The spirits have spoken: thou art {insult}, {simile}.
    Hexed and hexed again, thou remainest {insult}.
  `),
  'cu-judge.high': alts(`
    The circle is drawn, the salt is poured, and the spirits agree: thou art {insult}.
    Thou art {insult}, and the cauldron itself refuses to boil in thy presence.
  `),
  'body.low': alts('{cu-spell} {cu-judge}\n{cu-judge} {cu-spell} {cu-spell}'),
  'body.mid': alts('{cu-spell} {cu-judge} {doom}\n{cu-spell} {cu-spell} {cu-judge}'),
  'body.high': alts('{cu-spell} {cu-spell} {cu-judge} {doom}\n{cu-judge} {cu-spell} {doom} {cu-spell}'),
  'curse-intro': alts(`
    Now the hex proper, to be read aloud at {cu-ci-midnight}, or at least {cu-ci-after-supper}.
    Hear the words of the {cu-ci-binding}{cu-ci-tremble}
    By the {cu-ci-toad}, I {cu-ci-pronounce}.
  `),
  'cu-ci-midnight': alts('midnight\nthe dark of the moon\ncockcrow'),
  'cu-ci-after-supper': alts('after supper\nbefore bed\nafter the washing-up'),
  'cu-ci-binding': alts('binding\nhex\nknotting\nspell'),
  'cu-ci-tremble': alts('.\n, and tremble a little.\n, and mind the toad.'),
  'cu-ci-toad': alts('thirteenth toad\nseventh newt\nlast black candle\ncrooked moon'),
  'cu-ci-pronounce': alts('pronounce it\nspeak it\nsay it thrice'),
  'own-curse': alts(`
    may every black cat in the land cross thy path, and then cross back to make sure
    may thy cauldron never quite come to the boil
    may thy broom sweep the dust only into the corner where thou standest
    may thy milk sour the moment thou lookest at it
  `),
  'signoff.low': alts('Hexingly yours,\nWith a pinch of salt over the left shoulder,'),
  'signoff.mid': alts('Yours, under the crooked moon,\nBy toad and tallow,'),
  'signoff.high': alts('Cursed and sealed, by the thirteenth toad,\nYours, from the crossroads at midnight,'),
}

export const divineFuryVoice: Grammar = {
  title: alts(`
    {df-title-head} {df-title-tail}
    {df-title-head}, {df-title-seal}
    {df-title-line}
  `),
  'df-title-head.low': alts(`
    A Mild Word
    A Heavenly Tut
    A Celestial Frown
    A Gentle Rumble
    A Soft Reproof
    A Divine Sigh
  `),
  'df-title-tail.low': alts(`
    from On High
    from Above the Clouds
    Regarding Thy Conduct
    from a Passing Cherub
    on a Grey Afternoon
  `),
  'df-title-seal.low': alts('Lightly Thundered\nwith a Faint Drizzle\nMildly Meant\nSent by Cherub'),
  'df-title-line.low': alts('A Heavenly Tut\nThe Heavens Clear Their Throat'),
  'df-title-head.mid': alts(`
    A Thunderbolt
    A Stern Rumble
    A Divine Rebuke
    A Celestial Summons
    A Storm Warning
    A Decree
  `),
  'df-title-tail.mid': alts(`
    from the Heavenly Host
    Concerning Thy Conduct
    from Above, with Hail
    on Behalf of the Clouds
    Entered in the Book of Heaven
  `),
  'df-title-seal.mid': alts('Lightly Aimed\nDelivered by Lightning\nSealed by Seraphs\nThundered Twice'),
  'df-title-line.mid': alts('The Heavens Are Displeased'),
  'df-title-head.high': alts(`
    A Thunderous Decree
    The Final Thunderbolt
    A Celestial Reckoning
    The Heavenly Verdict
    A Divine Ultimatum
    A Wrathful Proclamation
  `),
  'df-title-tail.high': alts(`
    from On High
    Upon Thy Head
    with Hail and Lightning
    from the Very Top of the Sky
    Before the Assembled Angels
  `),
  'df-title-seal.high': alts('in Writing\nWritten in Lightning\nSealed by the Storm\nAmen'),
  'df-title-line.high': alts('The Wrath of the Heavens, in Writing'),
  salutation: alts(`
    To {$target}, {df-sal-name}, {df-sal-how},
    To {$target}, {df-sal-name},
    To {$target}, {df-sal-how},
  `),
  'df-sal-name.low': alts(`
    small mortal
    child of the lowlands
    dweller beneath the sky
    wanderer below
    mortal of middling conduct
    soul under review
  `),
  'df-sal-how.low': alts(`
    from somewhere above the clouds
    with a faint rumble of thunder
    as a cherub clears its throat
    with the heavens mildly concerned
    from a passing cloud
  `),
  'df-sal-name.mid': alts(`
    mortal
    thou offender below
    sinner of the small sort
    thou troubler of cherubs
    subject of divine review
    thou cause of the grey skies
  `),
  'df-sal-how.mid': alts(`
    HEAR ME
    and let the clouds bear witness
    as the sky darkens
    while the heavenly host looks on
    with hail on standby
  `),
  'df-sal-name.high': alts(`
    MORTAL
    thou offender against the heavens
    THOU
    thou vexation of the seraphim
    thou despair of angels
    thou blot upon creation
  `),
  'df-sal-how.high': alts(`
    HEAR ME, FOR I SPEAK WITH THE VOICE OF THE THUNDER
    AS THE THUNDER ROLLS
    as the clouds gather to take notes
    from the uppermost cloud
    LO, AND BEHOLD
  `),
  proclaim: alts(`
    The heavens have reviewed thy conduct, {$addressee}, and opened a formal file. The charge: “{$grievance}{$stop}” The clouds darkened. A distant choir hit a wrong note.
    From on high it was seen, and from on high it is written: “{$grievance}{$stop}” Somewhere, a cherub dropped its harp.
    LO, the skies opened, and a voice like a thousand trumpets read aloud: “{$grievance}{$stop}” Then it sighed, which was worse.
  `),
  // each line from on high has a word or two that varies, so one seldom comes back word for word
  'df-line': alts(`
    The heavens have reviewed thy conduct and filed a formal complaint, in {df-triplicate}.
    A choir of {df-angels} has been asked to stop humming thy name.
    {df-lightning}
    {df-skies-dark} Well, darker. It was already a {df-grey} day.
    A thunderbolt was forged in thy honour, {df-polished}, and then set aside as too good for thee.
    The stars have rearranged themselves to spell out a very long {df-sigh}.
    The clouds part, not to shine upon thee, but to get a better look at {df-what-done}.
    The heavenly host has met and voted, unanimously, with one abstention from {df-abstention}.
    The celestial {df-ledger} has {df-a-page} for thee. It is written on both sides, and {df-margins}.
    THUNDER ROLLS across the {df-valley}, and it rolls thy name, and it does not pronounce it {df-kindly}.
    {df-seraph} has returned and asked for {df-long-rest}.
    The heavens keep a list of those who try their patience; thy name is written at the top, in {df-red}.
    Even the weathervane on the {df-chapel} has turned its back on thee, in a steady {df-north} wind.
    The {df-recording-angel} has run out of ink on thy account, and sent for more.
    Somewhere above the clouds, a {df-trumpet} is being tuned for thee, and not kindly.
    The saints in the {df-window} have all turned to look the other way.
  `),
  'df-recording-angel': alts('recording angel\nheavenly clerk\ncelestial scribe'),
  'df-trumpet': alts('trumpet\nharp\nbell'),
  'df-window': alts('chapel window\nabbey glass\ncathedral window'),
  'df-triplicate': alts('triplicate\nquadruplicate\nLatin'),
  'df-angels': alts('angels\ncherubs\nseraphs'),
  'df-lightning': alts(`
    Lightning shall not strike thee. Lightning has standards.
    Lightning shall not stoop to strike thee. It has standards.
    The lightning has declined to strike thee. It has standards.
    Hail shall not fall upon thee. Hail has standards.
  `),
  'df-skies-dark': alts(
    'THE SKIES GROW DARK.\nTHE HEAVENS DARKEN.\nTHE CLOUDS GATHER.\nTHE LIGHT FAILS.\nTHE SUN GOES IN.',
  ),
  'df-grey': alts('grey\ndull\nwet\ndrizzly'),
  'df-polished': alts('polished\nsharpened\ngilded'),
  'df-sigh': alts("sigh\ngroan\ntut\n'no'"),
  'df-what-done': alts('what thou hast done\nthy latest folly\nthe mess thou hast made'),
  'df-abstention': alts(`
    a cherub who was asleep
    a seraph who was polishing a harp
    a very young angel who was not listening
    a cherub who had wandered off
    an archangel who was at lunch
  `),
  'df-ledger': alts('ledger\nrecord\nregister'),
  'df-a-page': alts('a page\na whole page\nthree pages'),
  'df-margins': alts('in the margins\non the cover\nup the spine'),
  'df-valley': alts('valley\nhills\nmarsh'),
  'df-kindly': alts('kindly\ncorrectly\nwith any warmth'),
  'df-seraph': alts(`
    A seraph was sent to reason with thee; the seraph
    A cherub was sent to reason with thee; the cherub
    An archangel was sent to reason with thee; the archangel
  `),
  'df-long-rest': alts('a long rest\na transfer\na quiet cloud somewhere'),
  'df-red': alts('red\ngold\ncapitals'),
  'df-chapel': alts('chapel\nchurch\nabbey'),
  'df-north': alts('north\neast'),
  'df-judge.low': alts(`
    From on high, the verdict: thou art {insult}.
    It is decreed above the clouds that thou art {insult}, though the clouds are merciful today.
  `),
  'df-judge.mid': alts(`
    THOU ART {insult|upper}, saith the thunder, {simile}.
    The heavens proclaim thee {insult}, and the heavens are rarely wrong about these things.
  `),
  'df-thunder': alts('thunder\nlightning\nstorm'),
  'df-hail': alts('hail\nsleet\nnorth wind'),
  'df-judge.high': alts(`
    THOU ART {insult|upper}! So saith the {df-thunder}! So saith the {df-hail}!
    Thou art {insult}, {simile}, and the heavens are drafting a flood with thy name on it.
  `),
  'body.low': alts('{df-line} {df-judge} {df-line}\n{df-judge} {df-line}'),
  'body.mid': alts('{df-line} {df-judge} {doom}\n{df-judge} {df-line} {df-line}'),
  'body.high': alts('{df-judge} {df-line} {doom} {df-line}\n{df-line} {df-line} {df-judge} {doom}'),
  'curse-intro': alts(`
    Hear, then, the {df-ci-judgement} of the {df-ci-heavens}.
    AND THE VOICE FROM THE {df-ci-clouds} SAID THIS.
    Let the thunder {df-ci-roll}, and the {df-ci-judgement} be read.
    The trumpets of heaven {df-ci-sound}; the curse descends.
  `),
  'df-ci-judgement': alts('judgement\nsentence\nverdict\ndecree'),
  'df-ci-heavens': alts('heavens\nskies\nclouds'),
  'df-ci-clouds': alts('CLOUDS\nHEAVENS\nTHUNDERHEAD'),
  'df-ci-roll': alts('roll\ncrash\nrumble'),
  'df-ci-sound': alts('sound\nblare\nclear their throats'),
  'own-curse': alts(`
    may a small, personal thundercloud follow thee to market and back
    may every harp in the heavens play thy name out of tune
    may thy roof be struck by a very minor bolt of lightning, purely to make a point
    may hailstones the size of peas fall upon thee, and only upon thee, every feast day
  `),
  'signoff.low': alts('From on high, mildly,\nWith a heavenly frown,'),
  'signoff.mid': alts('By thunder and by hail,\nFrom above the clouds, displeased,'),
  'signoff.high': alts('FROM ON HIGH, IN WRATH,\nBy the thunder, the lightning and the very large cloud,'),
}
