/** The three canned samples of the free-sample page; {name} is the only placeholder. */
export const freeSamples = [
  {
    id: 'mild-shade',
    title: 'A Mild Shade',
    text: 'Hear ye, {name}! The scribes have observed thy cooking and wish it known that even the castle rats now bring their own supper.',
  },
  {
    id: 'royal-roast',
    title: 'A Royal Roast',
    text: 'By decree of the Scriptorium, {name} is hereby appointed Keeper of the Unwashed Goblet, for none have guarded it so faithfully, nor so long.',
  },
  {
    id: 'cursed-whisper',
    title: 'A Cursed Whisper',
    text: 'Beware, {name}: for every time thou sayest "per my last message", a goose somewhere sharpens its beak and remembers thy name.',
  },
] as const

export type FreeSample = (typeof freeSamples)[number]

/** Fills a canned sample with the visitor's name, as plain text. */
export function personaliseSample(sample: FreeSample, name: string): string {
  return sample.text.replace('{name}', name)
}
