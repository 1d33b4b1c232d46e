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
    I saved thee the good seat by the fire at the harvest supper, and then was too shy to say it was for thee.
    I have pressed a daisy in my prayer book for every day I did not tell thee this.
  `),
  'ge-line.mid': alts(`
    I am not sure what I feel, and I did not want to pretend that I was.
    Perhaps it is love; perhaps it is only that thou art kind to me when it rains.
    I would like to take a long walk and think about thee, and I am not sure in which direction.
    Some evenings I hope thou wilt call; other evenings I hope the rain keeps thee home.
    I think I miss thee, though it may only be that the house is quiet.
  `),
  'ge-line.high': alts(`
    I hope thou wilt not be too sad when I say that my answer is no.
    Thou art a good soul, and I would not have thee waste thy good heart waiting at my door.
    I have thought about it carefully, with a cup of something warm, and it is still no.
    I am truly sorry; I know this is not the letter thou wert hoping for.
    Please keep the scarf thou didst knit me. It is a lovely scarf. My answer is still no.
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
    I am fond of thee. I have been fond of thee since the May fair. That is the whole letter, nearly.
    I would walk thee home from market, every market day, if thou wouldst let me carry the turnips.
  `),
  'di-line.mid': alts(`
    I do not know if I love thee. That is the honest answer.
    Some days yes. Some days no. That is where things stand.
    I could lie and say I am sure. I am not sure. I am only fond, and confused.
    I like thy laugh. I do not like thy habit of whistling at dawn. I cannot weigh the two.
    Ask me again at midsummer. I may know by then, or I may have moved to another village.
  `),
  'di-line.high': alts(`
    No. Thank thee for asking. Still no.
    I am not interested, and I shall not become interested, and no amount of lute music will change it.
    Please stop sending pigeons. The pigeons are tired.
    My answer has not changed since thy last letter, nor the one before it, nor the one before that.
    I have told my mother, my sisters and the miller, so that none of them will carry thy letters either.
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
    Thou hast the manners of a goat at a banquet, and I would sit beside thee at every feast.
  `),
  'br-line.mid': alts(`
    I cannot tell whether I love thee or have simply got used to thee, like a draughty window.
    Thou art fair on some days and a turnip on others, and I never know which I shall get.
    Thou art charming for exactly one hour a day, and I never know which hour.
    Thou art the best company in the county and the worst at returning borrowed ladles.
    Some days I would cross the moor for thee; other days I would not cross the kitchen.
  `),
  'br-line.high': alts(`
    No. Not now, not at the harvest fair, not if thou learnest the lute.
    I would rather kiss a frog, and I have checked, and the frog is not a prince, and still.
    Thy romantic gestures have the subtlety of a siege engine and half the charm.
    Thy serenades have been heard in three villages, and all three have written to complain.
    I have returned thy ring, thy poem and thy goat. Keep the goat this time.
  `),
  'body.low': alts('{br-line} {devotion} {br-line}\n{br-line} {br-line} {devotion}'),
  'body.mid': alts('{br-line} {doubt} {br-line}\n{doubt} {br-line} {doubt}'),
  'body.high': alts('{br-line} {rejection} {br-line}\n{rejection} {br-line} {rejection}'),
  'signoff.low': alts('Thine, heaven help me,\nYours, against my better judgement,'),
  'signoff.mid': alts('Yours, possibly, regrettably,'),
  'signoff.high': alts('Never thine,\nNo love, and I mean that,'),
}
