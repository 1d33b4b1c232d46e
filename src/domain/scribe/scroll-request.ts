/**
 * What the scribe engine reads (one order, or one target of a bundle) and what it writes. The engine is
 * pure: the same request, seed included, always composes the same scroll.
 */
import { z } from 'zod'
import type { BundleIntensity, BundleWritingStyle } from '../catalog-bundles'
import {
  type ClassicStyle,
  type CommissionStyle,
  type CursedStyle,
  type IntensityLevel,
  type LoveIntensity,
  type LoveStyle,
  loveIntensities,
  type Tone,
} from '../catalog-options'
import type { ScrollType } from '../catalog-products'
import type { Story } from './story'

export type ScrollKind = 'rant' | 'love'

/** Every writing style of spec section 9: classic, cursed, commission, bundle and love. */
export type ScrollStyle = ClassicStyle | CursedStyle | CommissionStyle | BundleWritingStyle | LoveStyle

export type ScrollFlags = {
  allCaps: boolean
  cursedFonts: boolean
  fontTantrums: boolean
  multiPage: boolean
  ancestralWisdom: boolean
}

export type ScrollRequest = {
  /** the order id (or order id plus target position): it makes two orders with equal inputs differ */
  seed: string
  kind: ScrollKind
  scrollType: ScrollType
  targetName: string
  /** the grievance, or for a love scroll the situation; may be empty for a bundle target */
  grievance: string
  style: ScrollStyle
  tone?: Tone
  intensity: IntensityLevel
  flags: ScrollFlags
  generationalContext?: string
  specificRequests?: string
  signature: { anonymous: boolean; customerName: string }
  /** what the server read in the customer's texts; without it the engine quotes the grievance */
  story?: Story
  /** the pages a commission asked for; other scrolls take their product's pages (`scrollPages`) */
  pages?: number
  /** what the other scrolls of the same bundle already say: this one says none of it again */
  alreadySaid?: readonly string[]
}

/**
 * How the PDF sets a paragraph apart: `shout` larger, `whisper` small italic, `tantrum` words of jumping
 * size and tilt (font tantrums), `cursed` some words in blackletter (cursed fonts).
 */
export const emphases = ['shout', 'whisper', 'tantrum', 'cursed'] as const
export type Emphasis = (typeof emphases)[number]

export const scrollParagraphSchema = z.object({ text: z.string(), emphasis: z.enum(emphases).optional() })
export type ScrollParagraph = z.infer<typeof scrollParagraphSchema>

/**
 * A written scroll as it is stored (jsonb) and sent to staff. The type is inferred from the schema, so the
 * stored shape, the API's and the engine's cannot part ways.
 */
export const composedScrollSchema = z.object({
  title: z.string(),
  salutation: z.string(),
  paragraphs: z.array(scrollParagraphSchema),
  // the closing curse; a blessing for a love_me scroll
  curse: z.string(),
  signOff: z.string(),
  signature: z.string(),
  sealLine: z.string(),
  // the pages the scroll is written for: its product's, more for a multi-page scroll or a commission
  pages: z.int(),
})
export type ComposedScroll = z.infer<typeof composedScrollSchema>

export const noFlags: ScrollFlags = {
  allCaps: false,
  cursedFonts: false,
  fontTantrums: false,
  multiPage: false,
  ancestralWisdom: false,
}

// four bundle steps spread evenly over the five-step dial: 1, 2.33, 3.67, 5, rounded
const bundleIntensityLevels = {
  gentle: 1,
  medium: 2,
  strong: 4,
  nuclear: 5,
} as const satisfies Record<BundleIntensity, IntensityLevel>

export function bundleIntensityLevel(intensity: BundleIntensity): IntensityLevel {
  return bundleIntensityLevels[intensity]
}

/** love_me 1, love_me_not 3, harsh_rejection 5 (spec section 9). */
export function loveIntensityLevel(intensity: LoveIntensity): IntensityLevel {
  return loveIntensities[intensity].level
}

/** The love mode a level reads as; a bundle's love target can land between the three love levels. */
export function loveIntensityOf(level: IntensityLevel): LoveIntensity {
  if (level <= 2) return 'love_me'
  return level === 3 ? 'love_me_not' : 'harsh_rejection'
}

/** A stored intensity (nullable, possibly out of range in old rows) as a level of the dial. */
export function toIntensityLevel(
  value: number | null | undefined,
  fallback: IntensityLevel = 2,
): IntensityLevel {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback
  return Math.min(5, Math.max(1, Math.round(value))) as IntensityLevel
}
