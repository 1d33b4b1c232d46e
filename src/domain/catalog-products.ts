/**
 * The single scrolls: names, list and partner prices, delivery fees, upsells and discounts (spec section 9,
 * product decisions 3-6). No other file in the code base may repeat one of these amounts.
 */
import { classicStyles, cursedStyles, eternalStyles, type IntensityLevel } from './catalog-options'

export const scrollTypes = [
  'light-rant',
  'scroll-of-fury',
  'epic-scroll-commission',
  'eternal-scroll',
  'love-me-scroll',
] as const
export type ScrollType = (typeof scrollTypes)[number]

type ScrollProduct = {
  /** the product's one name, on every page, letter and staff screen */
  name: string
  /**
   * the spec's partner-page wording for it ("Light Rant"), shown there and on its partner-priced form only
   * as a subtitle under the name (decision 069)
   */
  partnerSubtitle: string | null
  /** null: priced by a quote from staff */
  listCents: number | null
  /** the crossed-out "was" price, when the card shows one */
  wasCents: number | null
  partnerCents: number | null
  offerLabel: string | null
  note: string | null
}

export const scrollProducts = {
  'light-rant': {
    name: 'Classic Scroll',
    partnerSubtitle: 'Light Rant',
    listCents: 1499,
    wasCents: null,
    partnerCents: 799,
    offerLabel: null,
    note: null,
  },
  'scroll-of-fury': {
    name: 'Cursed Scroll',
    partnerSubtitle: 'Scroll of Fury',
    listCents: 3599,
    wasCents: null,
    partnerCents: 2499,
    offerLabel: null,
    note: null,
  },
  'eternal-scroll': {
    name: 'Eternal Scroll',
    partnerSubtitle: 'Epic Proclamation',
    listCents: 9900,
    wasCents: null,
    partnerCents: 9400,
    offerLabel: null,
    note: '+ Premium PDF Receipt + Hall of Fame Feature',
  },
  'epic-scroll-commission': {
    name: 'Epic Scroll Commission',
    partnerSubtitle: null,
    listCents: null,
    wasCents: null,
    partnerCents: null,
    offerLabel: null,
    note: null,
  },
  'love-me-scroll': {
    name: 'Love Me Scroll',
    partnerSubtitle: null,
    listCents: 1000,
    wasCents: 1500,
    partnerCents: null,
    offerLabel: '$5 off',
    note: null,
  },
} as const satisfies Record<ScrollType, ScrollProduct>

/** Delivery speeds: one is chosen per single scroll; which ones a product offers is in `singleScrolls`. */
export const deliverySpeeds = {
  // dueHours: when staff count the order as due after it is paid (the start of a range)
  standard: { label: 'Standard email delivery', timing: '24-36 hours', dueHours: 24, cents: 0 },
  immediate: { label: 'Immediate email delivery', timing: 'immediate', dueHours: 0, cents: 200 },
  // priority and extra-rapid amounts are ours, the spec gives only their timings (decision record 002)
  priority: { label: 'Priority delivery', timing: 'within 5 hours', dueHours: 5, cents: 500 },
  'extra-rapid': { label: 'Extra-rapid delivery', timing: 'immediate', dueHours: 0, cents: 1000 },
} as const
export type DeliverySpeed = keyof typeof deliverySpeeds

/** Delivery channels the forms show but nobody can order; a request that sets one is refused. */
export const unavailableDeliveries = {
  physicalDelivery: { label: 'Parchment delivery', cents: 3000, available: false },
  smsDelivery: { label: 'SMS delivery', cents: 700, available: false },
  // the payload carries a phone delivery flag, but the spec gives it no price and no form offers it
  phoneDelivery: { label: 'Phone delivery', cents: null, available: false },
} as const
export type UnavailableDelivery = keyof typeof unavailableDeliveries

/** Paid extras of the single scrolls; amounts are ours (decision record 002). */
export const upsells = {
  voiceNarration: {
    label: 'Voice narration',
    description: 'A herald’s synthesised voice reads thy scroll aloud, delivered as an MP3 file',
    cents: 500,
  },
  multiPage: {
    label: 'Multi-page scroll',
    description: 'A page more of the saga, two more from Burning Fury up',
    cents: 1000,
  },
  ancestralWisdom: {
    label: 'Ancestral wisdom',
    description: 'Curses reaching back through the generations of thy target',
    cents: 300,
  },
} as const
export type Upsell = keyof typeof upsells
export const upsellIds = Object.keys(upsells) as Upsell[]

/** The scroll types a customer orders through the single-scroll forms (the commission is quoted instead). */
export const singleScrollTypes = ['light-rant', 'scroll-of-fury', 'eternal-scroll'] as const
export type SingleScrollType = (typeof singleScrollTypes)[number]

type IntensityRange = { min: IntensityLevel; max: IntensityLevel; default: IntensityLevel }

/** What each single-scroll form offers: its styles, intensity slice, delivery speeds and flag defaults. */
export const singleScrolls = {
  'light-rant': {
    styles: classicStyles,
    intensity: { min: 1, max: 3, default: 2 },
    deliveries: ['standard', 'immediate'],
    formattingDefault: false,
  },
  'scroll-of-fury': {
    styles: cursedStyles,
    intensity: { min: 3, max: 5, default: 4 },
    deliveries: ['standard', 'priority', 'extra-rapid'],
    formattingDefault: true,
  },
  'eternal-scroll': {
    styles: eternalStyles,
    // the premium scroll gets the whole dial; it opens where the Cursed Scroll does
    intensity: { min: 1, max: 5, default: 4 },
    deliveries: ['standard', 'priority', 'extra-rapid'],
    formattingDefault: true,
  },
} as const satisfies Record<
  SingleScrollType,
  {
    styles: Record<string, string>
    intensity: IntensityRange
    deliveries: readonly [DeliverySpeed, ...DeliverySpeed[]]
    formattingDefault: boolean
  }
>

/** Percentage discounts (product decision 5): at most one per order, never both. */
export const PARTNER_DISCOUNT_PERCENT = 10
export const EARLY_BIRD_PERCENT = 10
/** The early bird ends after this many paid orders, counted on the server. */
export const EARLY_BIRD_LIMIT = 10
