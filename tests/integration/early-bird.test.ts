import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest } from '@/domain/order-request.fixtures'
import { orders } from '@/server/db/schema'
import { createPayment, payLocally } from './support/orders'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' })
})
afterAll(() => shop.stop())

describe('the early-bird offer', () => {
  it('discounts exactly 10 of 100 first orders placed at once, and those 10 are charged the discount', async () => {
    const checkouts = await Promise.all(
      Array.from({ length: 100 }, () => createPayment(shop, classicRequest())),
    )
    const verified = await Promise.all(checkouts.map((checkout) => payLocally(shop, checkout)))
    expect(verified.every((v) => v.success)).toBe(true)

    const paid = await shop.services.db.select().from(orders).where(eq(orders.paymentStatus, 'paid'))
    expect(paid).toHaveLength(100)
    const discounted = paid.filter((order) => order.discountKind === 'early-bird')
    expect(discounted).toHaveLength(10)
    expect(discounted.every((order) => order.totalPriceCents === 1499 - 150)).toBe(true)
    expect(paid.filter((order) => order.totalPriceCents === 1499)).toHaveLength(90)

    const offer = (await (await shop.app.request('/api/early-bird')).json()) as { remaining: number }
    expect(offer.remaining).toBe(0)
  })
})
