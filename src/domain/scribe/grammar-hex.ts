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
  'cu-spell': alts(`
    By toad and by tallow, by the third Tuesday of a month with no name, I bind thee.
    I have buried a turnip beneath thy window. Thou knowest what thou didst.
    Thrice around the well I walked, widdershins, muttering thy name, until the miller asked me to stop.
    Eye of newt, and toe of frog, and the general attitude of thee.
    I have tied thy name in a knot of nettle-string and hung it in the smokehouse.
    The village wise-woman read thy palm from across the square and has been lying down ever since.
    I have whispered thy deed into a jar and sealed it with wax. The jar has begun to rattle.
    I sent a black cat to cross thy path. It refused, then crossed it twice, for emphasis.
    The hex was first tried upon a turnip. The turnip has not recovered.
    I have stirred the cauldron widdershins with a spoon thou once didst lick, and it hissed.
    I have drawn thy likeness in ash and set it beneath a sleeping toad. The toad has not slept since.
    Three crows, a lock of goat hair and the last of the Michaelmas candles went into this working.
    The moon was waning, the owl was hooting, and I was very, very cross.
  `),
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
    Now the hex proper, to be read aloud at midnight, or at least after supper.
    Hear the words of the binding.
    By the thirteenth toad, I pronounce it.
  `),
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
  'df-line': alts(`
    The heavens have reviewed thy conduct and filed a formal complaint, in triplicate.
    A choir of angels has been asked to stop humming thy name.
    Lightning shall not strike thee. Lightning has standards.
    THE SKIES GROW DARK. Well, darker. It was already a grey day.
    A thunderbolt was forged in thy honour, polished, and then set aside as too good for thee.
    The stars have rearranged themselves to spell out a very long sigh.
    The clouds part, not to shine upon thee, but to get a better look at what thou hast done.
    The heavenly host has met and voted, unanimously, with one abstention from a cherub who was asleep.
    The celestial ledger has a page for thee. It is written on both sides, and in the margins.
    THUNDER ROLLS across the valley, and it rolls thy name, and it does not pronounce it kindly.
    A seraph was sent to reason with thee; the seraph has returned and asked for a long rest.
    The heavens keep a list of those who try their patience; thy name is written at the top, in red.
    Even the weathervane on the chapel has turned its back on thee, in a steady north wind.
  `),
  'df-judge.low': alts(`
    From on high, the verdict: thou art {insult}.
    It is decreed above the clouds that thou art {insult}, though the clouds are merciful today.
  `),
  'df-judge.mid': alts(`
    THOU ART {insult|upper}, saith the thunder, {simile}.
    The heavens proclaim thee {insult}, and the heavens are rarely wrong about these things.
  `),
  'df-judge.high': alts(`
    THOU ART {insult|upper}! So saith the thunder! So saith the hail!
    Thou art {insult}, {simile}, and the heavens are drafting a flood with thy name on it.
  `),
  'body.low': alts('{df-line} {df-judge} {df-line}\n{df-judge} {df-line}'),
  'body.mid': alts('{df-line} {df-judge} {doom}\n{df-judge} {df-line} {df-line}'),
  'body.high': alts('{df-judge} {df-line} {doom} {df-line}\n{df-line} {df-line} {df-judge} {doom}'),
  'curse-intro': alts(`
    Hear, then, the judgement of the heavens.
    AND THE VOICE FROM THE CLOUDS SAID THIS.
    Let the thunder roll, and the decree be read.
  `),
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
