import { noFlags, type ScrollRequest } from '@/domain/scribe/scroll-request'

/** An anonymous Classic Scroll (150 to 240 words) to Sir Snore, for the model writer's tests. */
export const snoreRequest: ScrollRequest = {
  seed: 'order-1',
  kind: 'rant',
  scrollType: 'light-rant',
  targetName: 'Sir Snore',
  grievance: 'He snores through vespers every single evening',
  style: 'witty',
  intensity: 3,
  flags: noFlags,
  signature: { anonymous: true, customerName: 'Hidden Hilda' },
}

/** A draft a careful model writes for `snoreRequest`: about 170 words, clean, naming its target. */
export const goodDraft = {
  title: 'A Proclamation Against the Snoring of Sir Snore',
  salutation: 'To Sir Snore, Knight of the Rattling Pillow,',
  paragraphs: [
    {
      text: 'Be it known across the shire that Sir Snore stands charged before the Scriptorium with snoring through vespers, a crime against music, monks and every sleeping goat within three leagues.',
    },
    {
      text: 'The evidence is loud and plentiful. Witnesses report that the chapel candles flickered in time with thy nose, that the choir lost its place twice, and that a visiting bishop asked whether the roof was falling in.',
    },
    {
      text: 'Thy defence, that thou wert merely resting thine eyes, has been heard and found wanting. Eyes do not rattle the stained glass, good sir, and eyelids do not honk like startled geese.',
    },
    {
      text: 'Therefore the Scriptorium finds thee guilty of snoring in the first degree, with the aggravating circumstance of doing it during the quiet part.',
      emphasis: 'shout' as const,
    },
  ],
  curse:
    'May thy pillow turn to gravel at every vespers, may a choir of ducks serenade thy every nap, and mayst thou wake each morning to the echo of thine own nose.',
}
