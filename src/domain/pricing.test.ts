import { describe, expect, it } from 'vitest'
import { type OrderRequestInput, orderRequestSchema } from './order-request'
import {
  bundleRequest,
  classicRequest,
  cursedRequest,
  eternalRequest,
  loveRequest,
} from './order-request.fixtures'
import { type QuoteContext, quoteOrder } from './pricing'

const listPrices: QuoteContext = { priceList: 'list', discount: null }
const partnerPrices: QuoteContext = { priceList: 'partner', discount: null }
const partnerCode: QuoteContext = {
  priceList: 'list',
  discount: { kind: 'partner', code: 'KNIGHT10', percent: 10, partnerSlug: 'sir-knight' },
}
const earlyBird: QuoteContext = { priceList: 'list', discount: { kind: 'early-bird', percent: 10 } }

const quote = (input: OrderRequestInput, context: QuoteContext) =>
  quoteOrder(orderRequestSchema.parse(input), context)

const target = (scrollType: string, name = 'Some Knave') => ({ name, scrollType }) as never

describe('quoteOrder totals', () => {
  it.each([
    ['classic, standard delivery', classicRequest(), listPrices, 1499, 0, 0, 0, 1499],
    [
      'classic, immediate email',
      classicRequest({ delivery: 'immediate' }),
      listPrices,
      1499,
      200,
      0,
      0,
      1699,
    ],
    ['classic on the partner list', classicRequest(), partnerPrices, 799, 0, 0, 0, 799],
    // 10% of 3599 is 359.9, rounded half up to 360
    ['cursed with a partner code', cursedRequest(), partnerCode, 3599, 0, 0, 360, 3239],
    ['cursed on the partner list', cursedRequest(), partnerPrices, 2499, 0, 0, 0, 2499],
    ['cursed, priority delivery', cursedRequest({ delivery: 'priority' }), listPrices, 3599, 500, 0, 0, 4099],
    [
      'cursed, extra-rapid delivery',
      cursedRequest({ delivery: 'extra-rapid' }),
      listPrices,
      3599,
      1000,
      0,
      0,
      4599,
    ],
    ['eternal', eternalRequest(), listPrices, 9900, 0, 0, 0, 9900],
    ['eternal on the partner list', eternalRequest(), partnerPrices, 9400, 0, 0, 0, 9400],
    [
      'eternal with every upsell',
      eternalRequest({ voiceNarration: true, multiPage: true, ancestralWisdom: true }),
      listPrices,
      9900,
      0,
      1800,
      0,
      11700,
    ],
    ['classic, early bird', classicRequest(), earlyBird, 1499, 0, 0, 150, 1349],
    ['love', loveRequest(), listPrices, 1000, 0, 0, 0, 1000],
    ['love with a partner code', loveRequest(), partnerCode, 1000, 0, 0, 100, 900],
    ['love on the partner list', loveRequest(), partnerPrices, 1000, 0, 0, 0, 1000],
  ] as const)('%s', (_name, request, context, base, fees, extras, discount, total) => {
    const result = quote(request, context)
    expect(result).toMatchObject({
      baseCents: base,
      feesCents: fees,
      upsellsCents: extras,
      totalCents: total,
    })
    expect(result.discount?.cents ?? 0).toBe(discount)
  })
})

describe('bundle quotes', () => {
  it.each([
    ['starter', [target('light-rant')], 1799],
    ['courtroom', [target('scroll-of-fury')], 9900],
    ['royal', [target('epic-scroll-commission'), target('love-me-scroll')], 19900],
    ['holiday', [target('light-rant')], 11900],
  ] as const)('charges the %s bundle its fixed price on any page', (bundleId, targets, cents) => {
    for (const context of [listPrices, partnerPrices]) {
      const result = quote(bundleRequest({ bundleId, targets: [...targets] }), context)
      expect(result).toMatchObject({ baseCents: cents, feesCents: 0, upsellsCents: 0, totalCents: cents })
      expect(result.lines).toHaveLength(1)
    }
  })

  it.each([
    ['light-rant', 1299],
    ['scroll-of-fury', 2999],
    ['love-me-scroll', 2000],
    ['epic-scroll-commission', 9900],
  ])('prices the custom bundle with a %s target at its option price, %s cents', (scrollType, cents) => {
    const result = quote(bundleRequest({ bundleId: 'default', targets: [target(scrollType)] }), listPrices)
    expect(result.totalCents).toBe(cents)
    expect(result.lines).toEqual([expect.objectContaining({ code: 'bundle-target:1', cents })])
  })

  it('takes a partner code off a bundle price', () => {
    const result = quote(
      bundleRequest({ bundleId: 'courtroom', targets: [target('scroll-of-fury')] }),
      partnerCode,
    )
    expect(result).toMatchObject({ baseCents: 9900, totalCents: 8910 })
    expect(result.discount).toEqual({
      kind: 'partner',
      code: 'KNIGHT10',
      partnerSlug: 'sir-knight',
      percent: 10,
      cents: 990,
    })
  })
})

describe('discounts touch the base price only', () => {
  it('leaves fees and upsells whole', () => {
    const request = cursedRequest({ delivery: 'extra-rapid', voiceNarration: true, multiPage: true })
    const withCode = quote(request, partnerCode)
    const without = quote(request, listPrices)
    expect(withCode.feesCents).toBe(without.feesCents)
    expect(withCode.upsellsCents).toBe(without.upsellsCents)
    expect(withCode.discount?.cents).toBe(360)
    expect(withCode.totalCents).toBe(3599 + 1000 + 500 + 1000 - 360)
  })

  it('applies early bird the same way as a partner code', () => {
    const result = quote(classicRequest({ delivery: 'immediate' }), earlyBird)
    expect(result.discount).toEqual({ kind: 'early-bird', percent: 10, cents: 150 })
    expect(result.totalCents).toBe(1499 - 150 + 200)
  })

  it('combines a partner price with a partner code', () => {
    const context: QuoteContext = { ...partnerCode, priceList: 'partner' }
    expect(quote(eternalRequest(), context)).toMatchObject({ baseCents: 9400, totalCents: 8460 })
  })
})

describe('quote lines', () => {
  it('lists base, fee, upsells and discount, summing to the total', () => {
    const result = quote(cursedRequest({ delivery: 'priority', ancestralWisdom: true }), earlyBird)
    expect(result.lines).toEqual([
      { code: 'base:scroll-of-fury', label: 'Cursed Scroll', cents: 3599 },
      { code: 'delivery:priority', label: 'Priority delivery', cents: 500 },
      { code: 'upsell:ancestralWisdom', label: 'Ancestral wisdom', cents: 300 },
      { code: 'discount:early-bird', label: 'Early bird (10% off)', cents: -360 },
    ])
    expect(result.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(result.totalCents)
  })

  it('is deterministic', () => {
    const request = orderRequestSchema.parse(eternalRequest({ multiPage: true }))
    expect(quoteOrder(request, partnerCode)).toEqual(quoteOrder(request, partnerCode))
  })
})
