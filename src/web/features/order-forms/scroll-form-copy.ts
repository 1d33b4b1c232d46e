import type { SingleScrollType } from '@/domain/catalog-products'

type ScrollFormCopy = {
  eyebrow: string
  lede: string
  /** the slider's name: the Classic Scroll has an intensity, the fiercer scrolls a chaos level */
  intensityLabel: string
  /** tone, formatting flags, paid extras and the unavailable channels; the Classic Scroll keeps it simple */
  extras: boolean
}

/** What differs between the single-scroll forms besides the catalog (which comes from `singleScrolls`). */
export const scrollFormCopy: Record<SingleScrollType, ScrollFormCopy> = {
  'light-rant': {
    eyebrow: 'A Well-Mannered Rant',
    lede: 'Name thy target, air thy grievance and choose how sharply the quill should bite.',
    intensityLabel: 'Intensity',
    extras: false,
  },
  'scroll-of-fury': {
    eyebrow: 'For Wrongs That Demand Thunder',
    lede: 'Set the chaos level, unleash the cursed fonts and let the scribes do their worst.',
    intensityLabel: 'Chaos Level',
    extras: true,
  },
  'eternal-scroll': {
    eyebrow: 'The Grandest Proclamation',
    lede: 'The full force of the scriptorium upon one deserving soul, with every flourish at thy command.',
    intensityLabel: 'Chaos Level',
    extras: true,
  },
}
