/**
 * The gothic voice of the Cursed Scroll: candles gutter, ravens vote, the family ghost asks to be moved
 * further away. Long, slow, atmospheric sentences.
 */
import { alts, type Grammar } from './phrase-grammar'

export const gothicVoice: Grammar = {
  'title.low': alts('A Pale Letter by Candlelight\nA Whisper from the Crypt'),
  'title.mid': alts("A Lament Writ in Candle-Smoke\nThe Raven's Verdict"),
  'title.high': alts('A Doom Upon Thy House\nThe Tolling of the Midnight Bell'),
  'salutation.low': alts('To {$target}, by the light of a guttering candle,'),
  'salutation.mid': alts('To {$target}, beneath a moon the colour of old bone,'),
  'salutation.high': alts('To {$target}, at the midnight hour, as the bell tolls thirteen,'),
  proclaim: alts(`
    The night is dark; the wind is high; the candles gutter at the reading of thy deed: “{$grievance}{$stop}” Somewhere, a door creaks shut on its own.
    It was whispered to me in the crypt beneath the old abbey, by a voice I shall not name: “{$grievance}{$stop}” The ravens heard it too. They have not forgotten.
    Let it be written in ink as black as a moonless moor: “{$grievance}{$stop}” The very portraits on the wall turned their eyes away.
  `),
  'go-omen': alts(`
    The candles gutter when thy name is spoken, {$addressee}, and I do not blame them.
    Somewhere, beneath a ruined abbey, a skeleton has heard of thy deeds and turned slowly to face the wall.
    The ravens have convened upon the churchyard yew. They have voted. It was unanimous.
    Fog rolls in from the moor whenever thou art mentioned, as if even the weather wishes to hide.
    In the east wing, where no one goes, a harpsichord plays by itself, and it plays thy least favourite tune.
    The family ghost, who has haunted these halls for three hundred years, has asked for a room further from thee.
    A bat flew in at the window as I wrote this, read it over my shoulder, and nodded grimly.
    The old clock in the hall stopped at the very moment of thy trespass, and will not start again, on principle.
    The wind howls thy name across the moor, and it does not mean it kindly.
    Even the gargoyles, who have seen everything, have covered their eyes.
    The lamp in the tower burns blue tonight, as it does only when thou art near.
    The churchyard yew has dropped its needles in protest.
  `),
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
  'curse-intro.low': alts('By candle and by bell, I lay a small dark wish upon thee.'),
  'curse-intro.mid': alts(
    'By the raven and the yew, I curse thee.\nBy the light of a single black candle, I curse thee.',
  ),
  'curse-intro.high': alts(`
    By bell, by book, by candle and by the cold grey hand of the moor, I curse thee.
    Thirteen candles are lit; thirteen ravens are watching; hear the curse.
  `),
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
