/**
 * What a client may send when ordering. Only choices are read: prices, fees, discounts and totals are not
 * fields here, and `z.object` strips unknown keys, so a client's `totalPrice` or `basePrice` never reaches
 * the server's logic (product decision 2). The quote comes from `quoteOrder` alone.
 */
import { z } from 'zod'
import {
  bundleIds,
  bundleIntensities,
  bundles,
  bundleWritingStyles,
  MAX_BUNDLE_QUANTITY,
  mixedBundleOptionIds,
  mixedBundleOptions,
} from './catalog-bundles'
import {
  DEFAULT_LOVE_INTENSITY,
  DEFAULT_LOVE_STYLE,
  loveIntensityIds,
  loveStyles,
  optionIds,
  tones,
} from './catalog-options'
import {
  type SingleScrollType,
  scrollProducts,
  singleScrolls,
  unavailableDeliveries,
} from './catalog-products'
import {
  emailField,
  isOneLine,
  oneLineMessage,
  optionalEmail,
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
} from './form-fields'

/** Partner slugs: lower-case letters, digits and hyphens (product decision 17), named `label` in messages. */
export const partnerSlugRule = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    .regex(/^[a-z0-9-]+$/, `${label} may hold only lower-case letters, digits and hyphens`)

export const partnerSlugSchema = partnerSlugRule('Partner slug')

const listOf = (labels: Record<string, string>) => Object.keys(labels).join(', ')

// codes are typed by hand, so case and stray spaces must not matter (spec section 5)
const discountCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .max(40, 'Discount code must be at most 40 characters')
  .optional()
  .transform((value) => (value ? value : undefined))

// the ref comes from browser storage; a stale or garbled one must not block a paying customer
const partnerRefField = z
  .string()
  .optional()
  .transform((value) => {
    const parsed = partnerSlugSchema.safeParse(value)
    return parsed.success ? parsed.data : undefined
  })

const unavailable = (field: keyof typeof unavailableDeliveries) =>
  z.literal(false, { error: `${unavailableDeliveries[field].label} is not available` }).optional()

const flag = z.boolean().default(false)

// a form opened from a partner landing asks for partner prices; the server grants them only for an active
// partner named by partnerRef (product decision 4)
const priceListField = z
  .enum(['list', 'partner'], { error: 'Price list must be list or partner' })
  .default('list')

const singleFields = {
  kind: z.literal('single'),
  customerName: requiredText('Name', 100),
  customerEmail: emailField,
  recipientEmail: optionalEmail('Recipient email'),
  recipientName: optionalText('Recipient name', 100),
  targetName: requiredText('Target name', 100),
  grievance: requiredMultilineText('Grievance', 5000),
  tone: z.enum(optionIds(tones), { error: `Tone must be one of ${listOf(tones)}` }).optional(),
  allCaps: flag,
  cursedFonts: flag,
  fontTantrums: flag,
  voiceNarration: flag,
  multiPage: flag,
  ancestralWisdom: flag,
  generationalContext: optionalMultilineText('Generational context', 2000),
  specificRequests: optionalMultilineText('Specific requests', 2000),
  anonymousDelivery: flag,
  physicalDelivery: unavailable('physicalDelivery'),
  smsDelivery: unavailable('smsDelivery'),
  phoneDelivery: unavailable('phoneDelivery'),
  discountCode: discountCodeField,
  partnerRef: partnerRefField,
  priceList: priceListField,
}

function intensityField(scrollType: SingleScrollType) {
  const { min, max } = singleScrolls[scrollType].intensity
  const message = `Intensity must be a whole number from ${min} to ${max} for the ${scrollProducts[scrollType].name}`
  return z.int({ error: message }).min(min, message).max(max, message)
}

function styleError(scrollType: SingleScrollType) {
  const styles = listOf(singleScrolls[scrollType].styles)
  return { error: `Style must be one of ${styles} for the ${scrollProducts[scrollType].name}` }
}

function deliveryField<const T extends readonly [string, ...string[]]>(
  scrollType: SingleScrollType,
  deliveries: T,
) {
  const message = `Delivery must be one of ${deliveries.join(', ')} for the ${scrollProducts[scrollType].name}`
  return z.enum(deliveries, { error: message }).default('standard' as T[number])
}

export const classicOrderRequestSchema = z.object({
  ...singleFields,
  scrollType: z.literal('light-rant'),
  intensity: intensityField('light-rant'),
  style: z.enum(optionIds(singleScrolls['light-rant'].styles), styleError('light-rant')),
  delivery: deliveryField('light-rant', singleScrolls['light-rant'].deliveries),
})

export const cursedOrderRequestSchema = z.object({
  ...singleFields,
  scrollType: z.literal('scroll-of-fury'),
  intensity: intensityField('scroll-of-fury'),
  style: z.enum(optionIds(singleScrolls['scroll-of-fury'].styles), styleError('scroll-of-fury')),
  delivery: deliveryField('scroll-of-fury', singleScrolls['scroll-of-fury'].deliveries),
})

export const eternalOrderRequestSchema = z.object({
  ...singleFields,
  scrollType: z.literal('eternal-scroll'),
  intensity: intensityField('eternal-scroll'),
  style: z.enum(optionIds(singleScrolls['eternal-scroll'].styles), styleError('eternal-scroll')),
  delivery: deliveryField('eternal-scroll', singleScrolls['eternal-scroll'].deliveries),
})

export const singleOrderRequestSchema = z.discriminatedUnion(
  'scrollType',
  [classicOrderRequestSchema, cursedOrderRequestSchema, eternalOrderRequestSchema],
  { error: 'Scroll type must be light-rant, scroll-of-fury or eternal-scroll' },
)

export const loveOrderRequestSchema = z.object({
  kind: z.literal('love'),
  customerName: requiredText('Name', 100),
  customerEmail: emailField,
  targetName: requiredText('Target name', 100),
  situation: requiredMultilineText('Situation', 5000),
  loveIntensity: z
    .enum(loveIntensityIds, { error: `Love intensity must be one of ${loveIntensityIds.join(', ')}` })
    .default(DEFAULT_LOVE_INTENSITY),
  style: z
    .enum(optionIds(loveStyles), { error: `Style must be one of ${listOf(loveStyles)}` })
    .default(DEFAULT_LOVE_STYLE),
  recipientEmail: optionalEmail('Recipient email'),
  anonymousDelivery: flag,
  discountCode: discountCodeField,
  partnerRef: partnerRefField,
})

const noTargetName = 'Please provide at least one target name'

export const bundleTargetSchema = z.object({
  // a blank name is allowed on a target row as long as one row is named; blank rows are not written
  name: z
    .string()
    .trim()
    .max(100, 'Target name must be at most 100 characters')
    .refine(isOneLine, oneLineMessage('Target name'))
    .default(''),
  email: optionalEmail('Target email'),
  scrollType: z.enum(mixedBundleOptionIds, {
    error: `Target scroll type must be one of ${mixedBundleOptionIds.join(', ')}`,
  }),
  reason: optionalMultilineText('Reason', 5000),
  tone: z.enum(optionIds(tones), { error: `Tone must be one of ${listOf(tones)}` }).optional(),
  writingStyle: z
    .enum(optionIds(bundleWritingStyles), {
      error: `Writing style must be one of ${listOf(bundleWritingStyles)}`,
    })
    .default('eloquent'),
  intensity: z
    .enum(optionIds(bundleIntensities), { error: `Intensity must be one of ${listOf(bundleIntensities)}` })
    .default('medium'),
  specialInstructions: optionalMultilineText('Special instructions', 2000),
})

export const bundleOrderRequestSchema = z
  .object({
    kind: z.literal('bundle'),
    bundleId: z.enum(bundleIds, { error: `Bundle must be one of ${bundleIds.join(', ')}` }),
    yourName: requiredText('Name', 100),
    yourEmail: emailField,
    bundleReason: optionalMultilineText('Bundle reason', 2000),
    additionalDetails: optionalMultilineText('Additional details', 5000),
    anonymousDelivery: flag,
    targets: z
      .array(bundleTargetSchema, { error: 'Targets must be a list' })
      .max(MAX_BUNDLE_QUANTITY, `A bundle holds at most ${MAX_BUNDLE_QUANTITY} targets`),
    discountCode: discountCodeField,
    partnerRef: partnerRefField,
    priceList: priceListField,
  })
  .superRefine((order, ctx) => {
    const bundle = bundles[order.bundleId]
    if (order.targets.length > bundle.quantity) {
      const message = `${bundle.title} holds at most ${bundle.quantity} target${bundle.quantity === 1 ? '' : 's'}`
      ctx.addIssue({ code: 'custom', path: ['targets'], message })
    }
    if (!order.targets.some((target) => target.name !== '')) {
      ctx.addIssue({ code: 'custom', path: ['targets'], message: noTargetName })
    }
    if (bundle.scrollType === 'mixed') return
    const locked = mixedBundleOptions[bundle.scrollType].label
    order.targets.forEach((target, index) => {
      if (target.scrollType !== bundle.scrollType) {
        const message = `Every target of ${bundle.title} is a ${locked}`
        ctx.addIssue({ code: 'custom', path: ['targets', index, 'scrollType'], message })
      }
    })
  })

export const orderRequestSchema = z.discriminatedUnion(
  'kind',
  [singleOrderRequestSchema, loveOrderRequestSchema, bundleOrderRequestSchema],
  { error: 'Order kind must be single, love or bundle' },
)

export type ClassicOrderRequest = z.infer<typeof classicOrderRequestSchema>
export type CursedOrderRequest = z.infer<typeof cursedOrderRequestSchema>
export type EternalOrderRequest = z.infer<typeof eternalOrderRequestSchema>
export type SingleOrderRequest = z.infer<typeof singleOrderRequestSchema>
export type LoveOrderRequest = z.infer<typeof loveOrderRequestSchema>
export type BundleTarget = z.infer<typeof bundleTargetSchema>
export type BundleOrderRequest = z.infer<typeof bundleOrderRequestSchema>
export type OrderRequest = z.infer<typeof orderRequestSchema>
/** What a form builds before parsing (defaults not yet applied, text not yet trimmed). */
export type OrderRequestInput = z.input<typeof orderRequestSchema>
