import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleRequest, classicRequest, cursedRequest } from '@/domain/order-request.fixtures'
import { createPartner } from './support/factories'
import { createPayment, sessionIdOf } from './support/orders'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  // every early-bird place is taken up front so each quote below is the list or partner price alone
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '100000' })
  for (let i = 0; i < 10; i += 1) await createPayment(shop, classicRequest())
  await createPartner(shop.services.db, { slug: 'sir-roastalot', discountCode: 'ROAST10', payoutPct: 40 })
})
afterAll(() => shop.stop())

const chargedFor = async (body: unknown) => {
  const checkout = await createPayment(shop, body)
  const page = await shop.app.request(`/api/test-checkout/${sessionIdOf(checkout)}`)
  return ((await page.json()) as { session: { amountCents: number } }).session.amountCents
}

// whatever money-shaped fields a client adds, at any nesting the order schema reads
const clientMoney = fc.record(
  {
    totalPrice: fc.oneof(fc.integer(), fc.double(), fc.string()),
    basePrice: fc.integer(),
    immediateDeliveryFee: fc.integer(),
    upsellsFee: fc.integer(),
    discount: fc.integer(),
    discountAmount: fc.integer(),
    amount: fc.integer(),
    totalCents: fc.integer(),
  },
  { requiredKeys: [] },
)

describe('the server never trusts a client’s price', () => {
  it('charges the same for any client-sent price, fee, discount or total', async () => {
    const cases = [
      [classicRequest({ delivery: 'immediate' }), 1699],
      [cursedRequest({ discountCode: 'ROAST10', voiceNarration: true }), 3239 + 500],
      [bundleRequest(), 1799],
    ] as const
    for (const [request, expected] of cases) {
      await fc.assert(
        fc.asyncProperty(clientMoney, async (money) => {
          expect(await chargedFor({ ...request, ...money })).toBe(expected)
        }),
        { numRuns: 15 },
      )
    }
  })

  it('answers 400 naming the field for impossible quantities and unavailable options', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ field: fc.constant('targets'), value: fc.integer({ min: 4, max: 50 }) }),
          fc.record({
            field: fc.constant('intensity'),
            value: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 4 })),
          }),
          fc.record({ field: fc.constant('physicalDelivery'), value: fc.constant(true) }),
          fc.record({ field: fc.constant('smsDelivery'), value: fc.constant(true) }),
          fc.record({
            field: fc.constant('scrollType'),
            value: fc
              .string({ minLength: 1 })
              .filter((s) => !['light-rant', 'scroll-of-fury', 'eternal-scroll'].includes(s)),
          }),
        ),
        async ({ field, value }) => {
          const body =
            field === 'targets'
              ? bundleRequest({
                  targets: Array.from({ length: value as number }, () => ({
                    name: 'Knave',
                    scrollType: 'light-rant' as const,
                  })),
                })
              : { ...classicRequest(), [field]: value }
          const response = await shop.post('/api/payments', body)
          expect(response.status).toBe(400)
          const json = (await response.json()) as { error: { fields: Record<string, string> } }
          expect(
            Object.keys(json.error.fields).some((key) => key === field || key.startsWith(`${field}.`)),
          ).toBe(true)
        },
      ),
      { numRuns: 40 },
    )
  })
})
