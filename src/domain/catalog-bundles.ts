/**
 * Bundles of spec section 9: fixed-price packs plus the custom ("default") bundle priced per target from
 * the mixed-bundle options. No other file in the code base may repeat one of these amounts.
 */
import { scrollProducts } from './catalog-products'

export const bundleIds = ['starter', 'courtroom', 'royal', 'holiday', 'default'] as const
export type BundleId = (typeof bundleIds)[number]

/** A non-mixed bundle locks every target to its scroll type; a mixed one lets each target choose. */
export type BundleScrollType = 'light-rant' | 'scroll-of-fury' | 'mixed'

export type Bundle = {
  id: BundleId
  title: string
  /** null for the custom bundle, which costs the sum of its targets' option prices */
  cents: number | null
  wasCents: number | null
  quantity: number
  scrollType: BundleScrollType
  popular: boolean
  description: string
}

export const bundles = {
  starter: {
    id: 'starter',
    title: 'The Starter Arsenal',
    cents: 1799,
    wasCents: 4497,
    quantity: 3,
    scrollType: 'light-rant',
    popular: true,
    description: 'Three Classic Scrolls to open thy campaign of righteous grievance',
  },
  courtroom: {
    id: 'courtroom',
    title: 'The Courtroom',
    cents: 9900,
    wasCents: 14995,
    quantity: 5,
    scrollType: 'scroll-of-fury',
    popular: false,
    description: 'Five Cursed Scrolls to put thy enemies on trial',
  },
  royal: {
    id: 'royal',
    title: 'The Royal Arsenal',
    cents: 19900,
    wasCents: 29900,
    quantity: 5,
    scrollType: 'mixed',
    popular: false,
    description: 'Five premium scrolls of thy choosing, fit for a monarch',
  },
  holiday: {
    id: 'holiday',
    title: 'Holiday Siege Pack',
    cents: 11900,
    wasCents: 12990,
    quantity: 10,
    scrollType: 'light-rant',
    popular: false,
    description: 'Ten Classic Scrolls to besiege the whole family feast',
  },
  default: {
    id: 'default',
    title: 'Custom Bundle',
    cents: null,
    wasCents: null,
    quantity: 1,
    scrollType: 'mixed',
    popular: false,
    description: 'One scroll of any kind, priced by the scroll thou choosest',
  },
} as const satisfies Record<BundleId, Bundle>

/** The largest bundle; no bundle order may name more targets than this. */
export const MAX_BUNDLE_QUANTITY = Math.max(...bundleIds.map((id) => bundles[id].quantity))

// Partner landings show "three bundles" without naming them; the Starter Arsenal has its own page
// (/bundles), so partners get the other three, at the prices listed here (decision record 002).
export const partnerBundleIds = ['courtroom', 'royal', 'holiday'] as const satisfies readonly BundleId[]

/**
 * What a target of a mixed bundle may be, with its price inside a bundle (the "bundle rate"). The spec
 * calls two of them by their partner-page words; a product has one name everywhere (decision 069).
 */
export const mixedBundleOptions = {
  'light-rant': { label: scrollProducts['light-rant'].name, cents: 1299 },
  'scroll-of-fury': { label: scrollProducts['scroll-of-fury'].name, cents: 2999 },
  'love-me-scroll': { label: scrollProducts['love-me-scroll'].name, cents: 2000 },
  'epic-scroll-commission': { label: scrollProducts['epic-scroll-commission'].name, cents: 9900 },
} as const
export type MixedBundleOption = keyof typeof mixedBundleOptions
export const mixedBundleOptionIds = Object.keys(mixedBundleOptions) as [
  MixedBundleOption,
  ...MixedBundleOption[],
]

export const bundleWritingStyles = {
  eloquent: 'Eloquent',
  savage: 'Savage',
  witty: 'Witty',
  dramatic: 'Dramatic',
  poetic: 'Poetic',
} as const
export type BundleWritingStyle = keyof typeof bundleWritingStyles

export const bundleIntensities = {
  gentle: 'Gentle',
  medium: 'Medium',
  strong: 'Strong',
  nuclear: 'Nuclear',
} as const
export type BundleIntensity = keyof typeof bundleIntensities

/**
 * What a fixed bundle saves against its "was" price; the percent is rounded to a whole number, as the
 * cards show it (Starter: 2698 cents, 60%). Null for the custom bundle, which has no "was" price.
 */
export function bundleSaving(id: BundleId): { cents: number; percent: number } | null {
  const bundle: Bundle = bundles[id]
  if (bundle.cents === null || bundle.wasCents === null) return null
  const cents = bundle.wasCents - bundle.cents
  return { cents, percent: Math.round((cents * 100) / bundle.wasCents) }
}
