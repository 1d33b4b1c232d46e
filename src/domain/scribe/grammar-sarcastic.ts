/**
 * The sarcastic voice (Cursed Scroll and commissions): praise so warm it is plainly frozen, a slow clap in
 * every sentence.
 */
import { alts, type Grammar } from './phrase-grammar'

export const sarcasticVoice: Grammar = {
  'title.low': alts('A Note of Heartfelt Admiration (Not Really)\nCongratulations Are in Order, Apparently'),
  'title.mid': alts('A Standing Ovation, Seated\nA Scroll of Sincere Praise, Sincerely Not'),
  'title.high': alts('Oh, Bravo. Truly. Bravo.\nA Medal for Thee, Cast in Lead'),
  'salutation.low': alts('To {$target}, a genius, clearly,\nTo {$target}, what a delight, truly,'),
  'salutation.mid': alts('To {$target}, the brightest light of the kingdom, apparently,'),
  'salutation.high': alts('To {$target}, oh wise and wonderful one, obviously,'),
  proclaim: alts(`
    Oh, splendid. Truly. I have been informed that: “{$grievance}{$stop}” What a marvellous idea that was. The kingdom is richer for it, and by richer I mean poorer.
    Let us all take a moment to applaud this masterstroke: “{$grievance}{$stop}” Bravo. Encore. No, please, not encore.
    Wonderful news reached me today: “{$grievance}{$stop}” I cannot imagine what possessed thee. Actually I can. It was thee.
  `),
  'sa-line': alts(`
    I am certain thou hadst thy reasons. I am equally certain they were bad.
    Please, do go on. The scribes are paid by the word.
    Truly, the bards will sing of this, in the comic section.
    Oh no, do not apologise. Why spoil a perfect record now?
    What a rare gift thou hast: every room feels larger the moment thou leavest it.
    Thou art clearly the wisest soul in the room, provided the room is otherwise full of turnips.
    I am in awe. Not the good kind of awe, but awe nonetheless.
    Never change. Actually, please do change, and at once.
    Such vision. Such leadership. Such a pity.
    I would agree with thee, but then we should both be wrong.
    It must be exhausting, being right all the time inside thine own head.
    Thank thee for the lesson. The lesson was: never again.
  `),
  'sa-judge.low': alts(
    'Truly, thou art {insult}. A gifted one, though.\nThou art, and I mean this most sincerely, {insult}.',
  ),
  'sa-judge.mid': alts(`
    Thou art {insult}. Congratulations. Take a bow; mind the doorframe.
    Thou art {insult}, {simile}, and so very proud of it.
  `),
  'sa-judge.high': alts(`
    Thou art {insult}, {simile}, and everyone has been far too polite to say so, until now, when I have paid a scribe.
    Magnificent. Thou art {insult}, and thou makest it look so easy.
  `),
  'body.low': alts('{sa-line} {sa-judge} {sa-line}\n{sa-judge} {sa-line} {sa-line}'),
  'body.mid': alts('{sa-line} {sa-judge} {doom}\n{sa-judge} {sa-line} {sa-line} {doom}'),
  'body.high': alts('{sa-judge} {sa-line} {doom} {sa-line}\n{sa-line} {sa-line} {sa-judge} {doom}'),
  'curse-intro': alts(`
    And now, a blessing. I jest. It is a curse.
    I wish thee only the very best, which is to say the following.
    In closing, every good wish for thy future, by which I mean this.
  `),
  'own-curse': alts(`
    may everyone agree with thee, loudly, at the worst possible moments
    may thy every idea be met with a slow clap
    may thy genius be recognised at last, by a single confused goat
    may thy reputation precede thee, and may it be accurate
  `),
  'signoff.low': alts('Yours, in total sincerity,\nWarmest regards (lukewarm),'),
  'signoff.mid': alts('With the deepest admiration (none),\nThrilled for thee, obviously,'),
  'signoff.high': alts('Yours, applauding slowly,\nNever sincerely,'),
}
