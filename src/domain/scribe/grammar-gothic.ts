/**
 * The gothic voice of the Cursed Scroll: candles gutter, ravens vote, the family ghost asks to be moved
 * further away. Long, slow, atmospheric sentences.
 */
import { alts, type Grammar } from './phrase-grammar'

export const gothicVoice: Grammar = {
  title: alts(`
    {go-title-head} {go-title-tail}
    {go-title-head}, {go-title-seal}
    {go-title-line}
  `),
  'go-title-head.low': alts(`
    A Pale Letter
    A Whisper
    A Faint Chill
    A Murmur
    A Cold Note
    A Grey Missive
  `),
  'go-title-tail.low': alts(`
    by Candlelight
    from the Crypt
    Beneath the Yew
    from the East Wing
    at Dusk
  `),
  'go-title-seal.low': alts(
    'Sealed with Tallow\nFaintly Scented with Dust\nLeft on the Stair\nHardly Spoken',
  ),
  'go-title-line.low': alts('A Letter Found Behind the Wainscot'),
  'go-title-head.mid': alts(`
    A Lament
    The Raven's Verdict
    A Dark Tiding
    A Cold Omen
    A Shadow
    A Summons
  `),
  'go-title-tail.mid': alts(`
    Writ in Candle-Smoke
    from the Churchyard Yew
    Beneath a Bone-White Moon
    from Beyond the Moor
    at the Stroke of Eleven
  `),
  'go-title-seal.mid': alts(
    'Sealed in Black Wax\nRead by One Candle\nCarried by a Raven\nFound on the Stair',
  ),
  'go-title-line.mid': alts("The Raven's Verdict\nThe Portrait's Warning"),
  'go-title-head.high': alts(`
    A Doom
    The Raven's Decree
    A Midnight Reckoning
    A Grave Pronouncement
    The Black Bell
    A Dread Summons
  `),
  'go-title-tail.high': alts(`
    Upon Thy House
    from the Deepest Crypt
    at the Thirteenth Stroke
    Beneath a Bloodless Moon
    from Beyond the Churchyard Wall
  `),
  'go-title-seal.high': alts(
    'Sealed by Thirteen Ravens\nTolled Thirteen Times\nWrit in Ash\nNever to Be Lifted',
  ),
  'go-title-line.high': alts('The Tolling of the Midnight Bell'),
  salutation: alts(`
    To {$target}, {go-sal-name}, {go-sal-how},
    To {$target}, {go-sal-name},
    To {$target}, {go-sal-how},
  `),
  'go-sal-name.low': alts(`
    pale stranger
    restless soul
    wanderer in the mist
    dweller in draughty halls
    pale acquaintance of the long gallery
    guest of the east wing
  `),
  'go-sal-how.low': alts(`
    by the light of a guttering candle
    as the fog creeps in
    from a cold and quiet room
    while the wind sighs at the shutters
    in a trembling, faded hand
  `),
  'go-sal-name.mid': alts(`
    shadow at the feast
    thou chill upon the stair
    haunter of my thoughts
    troubler of the dead
    thou draught in the long gallery
    cold visitor
  `),
  'go-sal-how.mid': alts(`
    beneath a moon the colour of old bone
    as the ravens gather on the yew
    by the glow of a single black candle
    while the portraits watch
    from the crypt beneath the abbey
  `),
  'go-sal-name.high': alts(`
    thou blight upon the house
    bane of the belfry
    thou darkness at the window
    thou curse of the east wing
    thou dread of the marshes
    thou terror of the family ghost
  `),
  'go-sal-how.high': alts(`
    at the midnight hour, as the bell tolls thirteen
    as the last candle gutters out
    from beyond the churchyard wall
    as the storm breaks over the moor
    with the crypt door standing open
  `),
  proclaim: alts(`
    The night is dark; the wind is high; the candles gutter at the reading of thy deed: “{$grievance}{$stop}” Somewhere, a door creaks shut on its own.
    It was whispered to me in the crypt beneath the old abbey, by a voice I shall not name: “{$grievance}{$stop}” The ravens heard it too. They have not forgotten.
    Let it be written in ink as black as a moonless moor: “{$grievance}{$stop}” The very portraits on the wall turned their eyes away.
  `),
  // each omen has a word or two that varies, so one seldom comes back word for word
  'go-omen': alts(`
    The {go-candles} gutter when thy name is spoken, {$addressee}, and I do not blame them.
    Somewhere, beneath a ruined {go-abbey}, a skeleton has heard of thy deeds and turned slowly to face the wall.
    The ravens have convened upon the churchyard {go-yew}. They have voted. It was unanimous.
    Fog rolls in from the {go-moor} whenever thou art mentioned, as if even the weather wishes to hide.
    In the {go-east-wing}, where no one goes, a harpsichord plays by itself, and it plays thy least favourite tune.
    The family ghost, who has haunted these halls for {go-three-hundred} years, has asked for a room further from thee.
    A bat flew in at the window as I wrote this, read it over my shoulder, and {go-nodded}.
    The old clock in the {go-hall} stopped at the very moment of thy trespass, and will not start again, on principle.
    The wind howls thy name across the {go-moor}, and it does not mean it {go-kindly}.
    Even the gargoyles, who have seen everything, have {go-covered-eyes}.
    The lamp in the {go-tower} burns blue tonight, as it does only when thou art near.
    The churchyard yew has dropped its needles in {go-protest}.
  `),
  'go-candles': alts('candles\ntorches\nlamps'),
  'go-abbey': alts('abbey\npriory\nchapel'),
  'go-yew': alts('yew\nwall\nlychgate'),
  'go-moor': alts('moor\nfen\nmarsh'),
  'go-east-wing': alts('east wing\nnorth tower\nlocked gallery'),
  'go-three-hundred': alts('three hundred\nfour hundred\nsix hundred'),
  'go-nodded': alts('nodded grimly\nshuddered\nflew straight out again'),
  'go-hall': alts('hall\nlibrary\nchapel'),
  'go-kindly': alts('kindly\nfondly\nwell'),
  'go-covered-eyes': alts('covered their eyes\nturned to face the wall\nasked to be moved'),
  'go-tower': alts('tower\nattic\ncrypt'),
  'go-protest': alts('protest\ndisgust\nsympathy'),
  'go-judge.low': alts(`
    Thou art {insult}, pale and wan as a winter turnip.
    There is a chill about thee, {$addressee}, as of {insult} left too long in the cellar.
  `),
  'go-judge.mid': alts(`
    Thou art {insult}, {simile}, a shadow at the feast.
    Thou art {insult}, and the dark itself draws its cloak tighter when thou passest.
  `),
  'go-judge.high': alts(`
    Thou art {insult}, a thing that should have stayed in the crypt.
    Thou art {insult}, {simile}, and the night itself would rather be day than keep thy company.
    Thou art {insult}, and the moon has gone behind a cloud so as not to see thee.
  `),
  'body.low': alts('{go-omen} {go-judge} {go-omen}\n{go-judge} {go-omen}'),
  'body.mid': alts('{go-omen} {go-judge} {doom}\n{go-judge} {go-omen} {go-omen}'),
  'body.high': alts('{go-omen} {go-judge} {doom} {go-omen}\n{go-judge} {go-omen} {doom} {go-omen}'),
  'curse-intro.low': alts(`
    By {go-ci-candle}, I lay a small dark wish upon thee.
    By {go-ci-candle}, I lay a small, cold wish upon thee.
    In the {go-ci-hush}, I whisper a little wish upon thee.
  `),
  'go-ci-candle': alts('candle and by bell\nmoth and by moonlight\nash and by ivy\nowl and by lantern'),
  'go-ci-hush': alts('hush of the crypt\nstill of the night\nshadow of the yew'),
  'curse-intro.mid': alts(`
    By the {go-ci-raven} and the {go-ci-yew}, I curse thee.
    By the light of a single {go-ci-black-candle}, I curse thee.
  `),
  'go-ci-raven': alts('raven\nowl\nbat'),
  'go-ci-yew': alts('yew\nbell\ngrave'),
  'go-ci-black-candle': alts('black candle\nblue flame\nguttering taper'),
  'curse-intro.high': alts(`
    By bell, by book, by candle and by the cold grey hand of the {go-ci-moor}, I curse thee.
    {go-ci-thirteen} candles are lit; {go-ci-thirteen-b} ravens are watching; hear the curse.
  `),
  'go-ci-moor': alts('moor\nfen\ngrave\nnorth wind'),
  'go-ci-thirteen': alts('Thirteen\nSeven\nNine'),
  'go-ci-thirteen-b': alts('thirteen\nseven\nnine'),
  'own-curse': alts(`
    may every portrait in thy house follow thee with its eyes, disapprovingly
    may a raven sit upon thy windowsill each morning and sigh
    may a pale figure appear at the foot of thy bed each night, only to tell thee thy hair is a fright
    may thy cellar be forever damp and thine attic forever full of whispering
  `),
  'signoff.low': alts('Yours, from the shadows,\nYours, by candlelight,'),
  'signoff.mid': alts('Yours, by candle and by quill, from the crypt,\nFrom the dark tower, unforgiving,'),
  'signoff.high': alts('Yours, until the last candle gutters,\nFrom beyond the churchyard wall, eternally,'),
}
