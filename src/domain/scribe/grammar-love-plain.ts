/**
 * The plain-spoken love voices: gentle (shy, soft, eleven drafts and a cat), direct (one sentence, one
 * feeling) and brutal (honest to a fault: thou snorest like a bear in a barrel, and I love thee anyway).
 */
import { alts, type Grammar } from './phrase-grammar'

export const gentleVoice: Grammar = {
  'title.low': alts('A Small and Hopeful Letter\nA Quiet Word, for Thee'),
  'title.mid': alts('A Gentle Uncertainty'),
  'title.high': alts('A Kind and Careful No'),
  'salutation.low': alts('To {$target}, if thou hast a moment,\nTo {$target}, softly,'),
  'salutation.mid': alts('To {$target}, gently,'),
  'salutation.high': alts('To {$target}, as kindly as I can,'),
  'ge-line.low': alts(`
    I only wished to say, in case nobody has told thee lately, that thou art {compliment}.
    I have meant to write this for a long while; I drafted it eleven times, and the cat sat on three of the drafts.
    Thou need not answer. But if thou dost, I shall keep the letter under my pillow, which is perhaps too much to admit.
    When thou smilest at me across the market, I forget what I came to buy, and come home with onions.
  `),
  'ge-line.mid': alts(`
    I am not sure what I feel, and I did not want to pretend that I was.
    Perhaps it is love; perhaps it is only that thou art kind to me when it rains.
    I would like to take a long walk and think about thee, and I am not sure in which direction.
  `),
  'ge-line.high': alts(`
    I hope thou wilt not be too sad when I say that my answer is no.
    Thou art a good soul, and I would not have thee waste thy good heart waiting at my door.
    I have thought about it carefully, with a cup of something warm, and it is still no.
  `),
  'body.low': alts('{ge-line} {devotion} {ge-line}\n{devotion} {ge-line}'),
  'body.mid': alts('{ge-line} {doubt} {ge-line}\n{doubt} {ge-line}'),
  'body.high': alts('{ge-line} {rejection} {ge-line}\n{rejection} {ge-line}'),
  'signoff.low': alts('Shyly thine,\nWith a small and hopeful heart,'),
  'signoff.mid': alts('Gently, and unsure,'),
  'signoff.high': alts('Kindly, and with care,'),
}

export const directVoice: Grammar = {
  'title.low': alts('Plainly: I Like Thee\nA Plain Letter of Love'),
  'title.mid': alts('Plainly: I Do Not Know'),
  'title.high': alts('Plainly: No'),
  'salutation.low': alts('To {$target}, I shall be plain,'),
  'salutation.mid': alts('To {$target}, straight to the point,'),
  'salutation.high': alts('To {$target}, directly,'),
  'di-line.low': alts(`
    I like thee. A great deal. There. It is written.
    I am told I should be mysterious. I am not. I like thee. Wouldst thou come to the harvest fair?
    I have no poem. I have only this: thou art {compliment}, and I think of thee often.
  `),
  'di-line.mid': alts(`
    I do not know if I love thee. That is the honest answer.
    Some days yes. Some days no. That is where things stand.
    I could lie and say I am sure. I am not sure. I am only fond, and confused.
  `),
  'di-line.high': alts(`
    No. Thank thee for asking. Still no.
    I am not interested, and I shall not become interested, and no amount of lute music will change it.
    Please stop sending pigeons. The pigeons are tired.
  `),
  'body.low': alts('{di-line} {devotion} {di-line}\n{di-line} {di-line} {devotion}'),
  'body.mid': alts('{di-line} {doubt} {di-line}\n{doubt} {di-line}'),
  'body.high': alts('{di-line} {rejection} {di-line}\n{rejection} {di-line} {di-line}'),
  'signoff.low': alts('Plainly thine,\nThine, simply,'),
  'signoff.mid': alts('Honestly,'),
  'signoff.high': alts('Clearly not thine,\nPlainly, no,'),
}

export const brutalVoice: Grammar = {
  'title.low': alts('A Brutally Honest Love Letter'),
  'title.mid': alts('A Brutally Honest Maybe'),
  'title.high': alts('A Brutally Honest No'),
  'salutation.low': alts('To {$target}, thou ridiculous creature whom I adore,'),
  'salutation.mid': alts('To {$target}, thou confusing menace,'),
  'salutation.high': alts('To {$target}, brace thyself,'),
  'br-line.low': alts(`
    Thou snorest like a bear in a barrel, and I love thee anyway.
    Thou eatest soup like someone bailing out a boat, and still my heart leaps.
    Thy singing frightens the chickens, and yet I would listen to it all day, with the chickens.
    Thou art as stubborn as a mule, and I say that having asked the mule, and I love thee regardless.
  `),
  'br-line.mid': alts(`
    I cannot tell whether I love thee or have simply got used to thee, like a draughty window.
    Thou art fair on some days and a turnip on others, and I never know which I shall get.
    Thou art charming for exactly one hour a day, and I never know which hour.
  `),
  'br-line.high': alts(`
    No. Not now, not at the harvest fair, not if thou learnest the lute.
    I would rather kiss a frog, and I have checked, and the frog is not a prince, and still.
    Thy romantic gestures have the subtlety of a siege engine and half the charm.
  `),
  'body.low': alts('{br-line} {devotion} {br-line}\n{br-line} {br-line} {devotion}'),
  'body.mid': alts('{br-line} {doubt} {br-line}\n{doubt} {br-line} {doubt}'),
  'body.high': alts('{br-line} {rejection} {br-line}\n{rejection} {br-line} {rejection}'),
  'signoff.low': alts('Thine, heaven help me,\nYours, against my better judgement,'),
  'signoff.mid': alts('Yours, possibly, regrettably,'),
  'signoff.high': alts('Never thine,\nNo love, and I mean that,'),
}
