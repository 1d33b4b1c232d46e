import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bundleIds, bundles, mixedBundleOptionIds } from './catalog-bundles'
import { loveIntensityIds, loveStyles, optionIds, tones } from './catalog-options'
import { singleScrolls, singleScrollTypes } from './catalog-products'
import {
  bundleOrderRequestSchema,
  classicOrderRequestSchema,
  loveOrderRequestSchema,
  orderRequestSchema,
} from './order-request'
import { type QuoteContext, quoteOrder } from './pricing'

const text = fc.string({ minLength: 1, maxLength: 40 }).filter((value) => value.trim() !== '')
const email = fc.constantFrom('knave@example.com', 'Lady.Vex@castle.org', 'scribe+1@scrolls.shop')
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined })

const singleRequest = fc.constantFrom(...singleScrollTypes).chain((scrollType) => {
  const rules = singleScrolls[scrollType]
  return fc.record({
    kind: fc.constant('single'),
    scrollType: fc.constant(scrollType),
    customerName: text,
    customerEmail: email,
    recipientEmail: maybe(email),
    targetName: text,
    grievance: text,
    intensity: fc.integer({ min: rules.intensity.min, max: rules.intensity.max }),
    style: fc.constantFrom(...optionIds(rules.styles)),
    tone: maybe(fc.constantFrom(...optionIds(tones))),
    delivery: fc.constantFrom(...rules.deliveries),
    allCaps: fc.boolean(),
    voiceNarration: fc.boolean(),
    multiPage: fc.boolean(),
    ancestralWisdom: fc.boolean(),
    anonymousDelivery: fc.boolean(),
    discountCode: maybe(fc.constantFrom('knight10', ' SQUIRE ')),
    partnerRef: maybe(fc.constantFrom('sir-knight', 'Not A Slug!')),
  })
})

const loveRequest = fc.record({
  kind: fc.constant('love'),
  customerName: text,
  customerEmail: email,
  targetName: text,
  situation: text,
  loveIntensity: maybe(fc.constantFrom(...loveIntensityIds)),
  style: maybe(fc.constantFrom(...optionIds(loveStyles))),
})

const bundleRequest = fc.constantFrom(...bundleIds).chain((bundleId) => {
  const bundle = bundles[bundleId]
  const scrollType =
    bundle.scrollType === 'mixed' ? fc.constantFrom(...mixedBundleOptionIds) : fc.constant(bundle.scrollType)
  const target = fc.record({ name: fc.oneof(text, fc.constant('  ')), scrollType })
  return fc.record({
    kind: fc.constant('bundle'),
    bundleId: fc.constant(bundleId),
    yourName: text,
    yourEmail: email,
    // the first target is always named, the others may be blank rows
    targets: fc
      .tuple(fc.record({ name: text, scrollType }), fc.array(target, { maxLength: bundle.quantity - 1 }))
      .map(([first, rest]) => [first, ...rest]),
    discountCode: maybe(fc.constantFrom('knight10')),
  })
})

const validRequest = fc.oneof(singleRequest, loveRequest, bundleRequest)

const context: fc.Arbitrary<QuoteContext> = fc.record({
  priceList: fc.constantFrom('list', 'partner'),
  discount: fc.oneof(
    fc.constant(null),
    fc.record({ kind: fc.constant('early-bird'), percent: fc.integer({ min: 0, max: 100 }) }),
    fc.record({
      kind: fc.constant('partner'),
      code: fc.constant('KNIGHT10'),
      percent: fc.integer({ min: 0, max: 100 }),
      partnerSlug: fc.constant('sir-knight'),
    }),
  ),
})

// every key some order schema reads; extra fields must avoid them to stay "extra"
const knownKeys = new Set([
  ...Object.keys(classicOrderRequestSchema.shape),
  ...Object.keys(loveOrderRequestSchema.shape),
  ...Object.keys(bundleOrderRequestSchema.shape),
])
const priceLikeKeys = [
  'totalPrice',
  'basePrice',
  'immediateDeliveryFee',
  'priorityDeliveryFee',
  'extraRapidDeliveryFee',
  'physicalDeliveryFee',
  'phoneDeliveryFee',
  'upsells',
  'upsellsFee',
  'fees',
  'discount',
  'discountAmount',
  'discountType',
  'totalCents',
  'isBundle',
]
const extraFields = fc.dictionary(
  fc
    .oneof(fc.constantFrom(...priceLikeKeys), fc.string())
    .filter((key) => !knownKeys.has(key) && key !== '__proto__'),
  fc.anything(),
)

describe('pricing properties', () => {
  it('ignores any extra field a client adds: same parsed request, same quote', () => {
    fc.assert(
      fc.property(validRequest, extraFields, context, (request, extra, ctx) => {
        const clean = orderRequestSchema.parse(request)
        const tampered = orderRequestSchema.parse({ ...extra, ...request })
        expect(tampered).toEqual(clean)
        expect(quoteOrder(tampered, ctx)).toEqual(quoteOrder(clean, ctx))
      }),
    )
  })

  it('adds up: total = base + fees + upsells - discount = sum of lines, never negative', () => {
    fc.assert(
      fc.property(validRequest, context, (request, ctx) => {
        const quote = quoteOrder(orderRequestSchema.parse(request), ctx)
        const discount = quote.discount?.cents ?? 0
        expect(quote.totalCents).toBe(quote.baseCents + quote.feesCents + quote.upsellsCents - discount)
        expect(quote.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(quote.totalCents)
        expect(discount).toBeLessThanOrEqual(quote.baseCents)
        expect(quote.totalCents).toBeGreaterThanOrEqual(0)
        expect(Number.isSafeInteger(quote.totalCents)).toBe(true)
      }),
    )
  })
})
