/**
 * Styles, intensities, tones and formatting flags of spec section 9: everything a customer picks that
 * does not change the price. Each list maps an id (what is sent and stored) to its display label.
 */

/** The ids of a label table, in display order, shaped for `z.enum`. */
export function optionIds<T extends Record<string, string>>(
  labels: T,
): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]
}

/** The label of a stored option id, or undefined for an id the list does not hold. */
export function optionLabel(labels: Readonly<Record<string, string>>, id: string): string | undefined {
  return Object.hasOwn(labels, id) ? labels[id] : undefined
}

export const classicStyles = {
  elegant: 'Elegant',
  witty: 'Witty',
  poetic: 'Poetic',
  petty: 'Petty',
} as const
export type ClassicStyle = keyof typeof classicStyles

export const cursedStyles = {
  shakespearean: 'Shakespearean',
  gothic: 'Gothic',
  'modern-tumblr': 'Modern Tumblr',
  classical: 'Classical',
  sarcastic: 'Sarcastic',
} as const
export type CursedStyle = keyof typeof cursedStyles

// The spec gives the Eternal Scroll no style list; it is the grand cousin of the Cursed Scroll, so it
// reuses that list and the scribe engine needs no styles beyond section 9 (decision record 002).
export const eternalStyles = cursedStyles
export type EternalStyle = keyof typeof eternalStyles

export const commissionStyles = {
  poetic: 'Poetic',
  cursed: 'Cursed',
  sarcastic: 'Sarcastic',
  dramatic: 'Dramatic',
  tragic: 'Tragic',
  'divine-fury': 'Divine Fury',
} as const
export type CommissionStyle = keyof typeof commissionStyles

export const commissionLengths = {
  '2-pages': '2 pages',
  '3-5-pages': '3-5 pages',
  '6-plus-pages': '6+ pages',
} as const
export type CommissionLength = keyof typeof commissionLengths

export const loveStyles = {
  romantic: 'Romantic',
  elegant: 'Elegant',
  poetic: 'Poetic',
  gentle: 'Gentle',
  direct: 'Direct',
  brutal: 'Brutal',
} as const
export type LoveStyle = keyof typeof loveStyles
export const DEFAULT_LOVE_STYLE: LoveStyle = 'romantic'

/** Intensity 1 to 5 of the single scrolls; each product allows a slice of it (see catalog-products). */
export const intensityLabels = {
  1: 'Mild Shade',
  2: 'Gentle Mockery',
  3: 'Fierce Rebuke',
  4: 'Burning Fury',
  5: 'Nuclear Scroll',
} as const
export type IntensityLevel = keyof typeof intensityLabels

export const loveIntensities = {
  love_me: { level: 1, label: 'Love Me' },
  love_me_not: { level: 3, label: 'Love Me Not' },
  harsh_rejection: { level: 5, label: 'Harsh Rejection' },
} as const
export type LoveIntensity = keyof typeof loveIntensities
export const loveIntensityIds = Object.keys(loveIntensities) as [LoveIntensity, ...LoveIntensity[]]
export const DEFAULT_LOVE_INTENSITY: LoveIntensity = 'love_me'

// The spec names a tone select on the Cursed Scroll form but lists no options; these five are ours
// (decision record 002). Tone is optional and free of charge.
export const tones = {
  'righteous-indignation': 'Righteous Indignation',
  'royal-mockery': 'Royal Mockery',
  'ominous-prophecy': 'Ominous Prophecy',
  'theatrical-despair': 'Theatrical Despair',
  'passive-aggressive-courtesy': 'Passive-Aggressive Courtesy',
} as const
export type Tone = keyof typeof tones

/** The three formatting checkboxes of the Cursed Scroll form; free, on by default there. */
export const formattingFlags = {
  allCaps: 'ALL CAPS',
  cursedFonts: 'Cursed fonts',
  fontTantrums: 'Font tantrums',
} as const
export type FormattingFlag = keyof typeof formattingFlags

export function isLoveIntensity(value: string): value is LoveIntensity {
  return value in loveIntensities
}
