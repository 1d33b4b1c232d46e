/**
 * The courtly love voices: romantic (swooning, stars, a lute with every string plucked), elegant (a
 * ballroom letter, every feeling dressed for dinner) and poetic (rhyming couplets, for better or worse).
 */
import { alts, type Grammar } from './phrase-grammar'

export const romanticVoice: Grammar = {
  'title.low': alts('A Letter of Most Ardent Devotion\nMy Heart, Writ Large'),
  'title.mid': alts('A Letter Writ in Two Minds\nLove Me, Love Me Not'),
  'title.high': alts('A Most Tender and Final No\nRegarding Thy Heart: A Reply'),
  'salutation.low': alts(`
    To {$target}, light of mine eyes and keeper of my foolish heart,
    To {$target}, my moon, my stars, my every waking sigh,
  `),
  'salutation.mid': alts('To {$target}, whom I love, probably,\nTo {$target}, who keeps my heart guessing,'),
  'salutation.high': alts('To {$target}, with all the tenderness a firm refusal allows,'),
  'ro-heart.low': alts(`
    My heart is a lute, and thou hast plucked every string, some of them twice.
    I have swooned so often this week that the physician has prescribed a sturdier chair.
    Every sunset reminds me of thee, and so, unexpectedly, does every turnip.
    I sigh so deeply that the candles flicker, and the servants have begun to worry.
    If love is a fever, send for the physician, for I am burning and I do not want the cure.
  `),
  'ro-heart.mid': alts(`
    My heart still flutters when I see thee, though lately it flutters in a puzzled sort of way.
    Once thou wert {compliment}; now thou art more of a question mark in a velvet cloak.
    I gaze at the moon and think of thee, and then I think of supper, and I cannot tell which I long for more.
    I wrote thee a love song, and then a song of farewell, and now I hum them both at once.
    My heart is a weathervane, and thou art the wind, and lately the wind cannot make up its mind.
  `),
  'ro-heart.high': alts(`
    Thou hast offered me thy heart, and it is a fine heart, I am sure, and I hand it back gently, with both hands.
    I have read thy love poem, all forty verses of it. The answer remains no.
    The stars are not aligned for us; the stars, in fact, have moved to another part of the sky.
    Thy roses were lovely; I have given them to my aunt, who was delighted, and who is not the answer either.
    My heart is spoken for, by me, and I am keeping it.
  `),
  'body.low': alts(
    '{ro-heart} {devotion} {devotion} Thou art {compliment}.\n{devotion} Thou art {compliment}, and {compliment}. {ro-heart}',
  ),
  'body.mid': alts('{ro-heart} {doubt} {doubt}\n{doubt} {ro-heart} {doubt}'),
  'body.high': alts('{ro-heart} {rejection} {rejection}\n{rejection} {ro-heart} {rejection}'),
  'signoff.low': alts('Thine, utterly and hopelessly,\nForever thine, and a little longer,'),
  'signoff.mid': alts('Thine, perhaps,\nYours, or not; we shall see,'),
  'signoff.high': alts('Not thine, but kindly,\nWith fond regards and a firm no,'),
}

export const courtlyVoice: Grammar = {
  'title.low': alts('An Elegant Declaration\nA Declaration of Esteem, Most Warm'),
  'title.mid': alts('A Letter of Uncertain Sentiment\nOn the Matter of My Heart, Undecided'),
  'title.high': alts('A Gracious Refusal\nA Refusal, Beautifully Worded'),
  'salutation.low': alts('To {$target}, whom I hold in the very highest esteem,'),
  'salutation.mid': alts('To {$target}, with the warmest of uncertain regards,'),
  'salutation.high': alts('To {$target}, with the greatest respect and the firmest of intentions,'),
  'co-line.low': alts(`
    It would be the very greatest honour of my life to call upon thee, with thy leave, on any day of thy choosing.
    I have admired thee from across a number of ballrooms, and lately from across a number of smaller rooms.
    One does not, as a rule, put such things in writing. One finds that one has made an exception.
    Thy company at the last banquet was the only course worth the journey.
    Shouldst thou permit it, I would be honoured to accompany thee at the next ball, and at several after it.
  `),
  'co-line.mid': alts(`
    I confess myself in a state of some uncertainty, which I am told is fashionable this season.
    My regard for thee is considerable, though I cannot yet say of what kind.
    I have begun this letter four times; twice it was a declaration, and twice a polite farewell.
    Thy conversation delights me; thy intentions, I confess, puzzle me a little.
    I find myself looking for thee in every ballroom, and then wondering why.
  `),
  'co-line.high': alts(`
    I am deeply sensible of the honour of thy attentions, and equally sensible that they must cease.
    It is with all the grace I can muster that I decline, and I have been practising the grace in a mirror.
    Thy proposal was delivered with great feeling, and shall be declined with great manners.
    I must ask thee, most kindly, to direct thy attentions to some other household.
    I wish thee every joy in thy search, which must, I fear, continue elsewhere.
  `),
  'body.low': alts('{co-line} {devotion} Thou art {compliment}.\n{devotion} {co-line} {co-line}'),
  'body.mid': alts('{co-line} {doubt}\n{doubt} {co-line} {doubt}'),
  'body.high': alts('{co-line} {rejection}\n{rejection} {co-line} {rejection}'),
  'signoff.low': alts('Yours, with the most tender esteem,\nEver thy devoted servant,'),
  'signoff.mid': alts('Yours, with regards of an undetermined nature,'),
  'signoff.high': alts('With every courtesy and no encouragement,\nYours, most graciously, no,'),
}

export const lovePoeticVoice: Grammar = {
  'title.low': alts('Verses from a Foolish Heart\nA Sonnet, More or Less, for Thee'),
  'title.mid': alts('A Verse in Two Minds'),
  'title.high': alts('A Rhymed Refusal\nA Ballad of No'),
  'salutation.low': alts('To {$target}, fair subject of my every rhyme,'),
  'salutation.mid': alts('To {$target}, muse of my confusion,'),
  'salutation.high': alts('To {$target}, in verse, and finally,'),
  'couplet.low': alts(`
    Thine eyes are stars, thy voice a bell; // I love thee more than I can tell.
    I'd cross the moors, I'd swim the sea, // if only it would lead to thee.
    My heart's a lark that wakes at dawn // and sings of thee till dusk is gone.
    O {$addressee}, thou art my sun, // my moon, my stars, my honey bun.
    Were I a bard of great renown, // I'd sing thy name through every town.
    The roses blush, the lilies swoon, // and I stand howling at the moon.
  `),
  'couplet.mid': alts(`
    I love thee, yes; I love thee, no; // my heart's a weathervane in snow.
    Some days I'd give my crown for thee; // some days I'd rather keep the key.
    Thou art a song I cannot place, // a half-remembered, puzzling face.
    I asked the daisy, leaf by leaf; // it gave me only doubt and grief.
  `),
  'couplet.high': alts(`
    Thy love is sweet, thy verse is long, // but thou hast read my heart all wrong.
    The answer's no, and no again; // I'll write it once, then snap my pen.
    I'd rather wed a moody goat // than hear thee sing one further note.
    Go woo the moon, go woo the sea, // go woo whoever isn't me.
  `),
  'lp-aside.low': alts('My quill has run away with me; it insists upon rhyming.\n{devotion}'),
  'lp-aside.mid': alts(
    'I tried to write this in plain prose, but my heart came out in verse, and confused verse at that.\n{doubt}',
  ),
  'lp-aside.high': alts(
    'I have put my answer into verse, so that it may be remembered, and sung, and understood.\n{rejection}',
  ),
  body: alts('{lp-aside} // {couplet} // {couplet}\n{couplet} // {couplet} // {lp-aside}'),
  'signoff.low': alts('Thine in rhyme and reason,\nThine, in every verse,'),
  'signoff.mid': alts('Thine, between the lines,'),
  'signoff.high': alts('In final verse, farewell,'),
}
