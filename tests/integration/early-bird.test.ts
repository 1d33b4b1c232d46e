import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EARLY_BIRD_LIMIT } from '@/domain/catalog-products'
import { orderRequestSchema } from '@/domain/order-request'
import { classicRequest } from '@/domain/order-request.fixtures'
import { orders } from '@/server/db/schema'
import { claimEarlyBirdPlaces, watchEarlyBird } from '@/server/discounts/early-bird'
import { placeOrders } from '@/server/orders/place-orders'
import { createPayment, payLocally } from './support/orders'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

describe('the early-bird offer', () => {
  let shop: TestShop

  beforeAll(async () => {
    shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' })
  })
  afterAll(() => shop.stop())

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

// On PostgreSQL these claims run in truly concurrent transactions; on PGlite they take turns.
describe('early-bird claims that collide', () => {
  let shop: TestShop

  beforeAll(async () => {
    shop = await startTestShop()
  })
  afterAll(() => shop.stop())

  async function heldPlaces() {
    const result = await shop.services.db.execute(
      sql`select slot, order_id from early_bird_slots order by slot`,
    )
    return (result as unknown as { rows: Array<{ slot: number; order_id: string }> }).rows
  }
  const allPlaces = Array.from({ length: EARLY_BIRD_LIMIT }, (_, index) => index + 1)

  it('gives a place to exactly 10 orders of many concurrent batches, never two to one order', async () => {
    await shop.services.db.execute(sql`delete from early_bird_slots`)
    // each batch remembers nothing of the others, so every one of them claims
    const context = () => ({ ...shop.services, earlyBird: watchEarlyBird() })
    const batches = Array.from({ length: 4 }, () =>
      Array.from({ length: 8 }, () => ({ request: orderRequestSchema.parse(classicRequest()) })),
    )
    const outcomes = (await Promise.all(batches.map((batch) => placeOrders(context(), batch)))).flat()
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([])

    const discounted = await shop.services.db
      .select()
      .from(orders)
      .where(eq(orders.discountKind, 'early-bird'))
    expect(discounted).toHaveLength(EARLY_BIRD_LIMIT)
    expect(discounted.every((order) => order.totalPriceCents === 1499 - 150)).toBe(true)
    const held = await heldPlaces()
    expect(held.map((place) => place.slot)).toEqual(allPlaces)
    expect(held.map((place) => place.order_id).sort()).toEqual(discounted.map((order) => order.id).sort())
  })

  it('a claim that meets an uncommitted one waits for it, then takes the places left', async () => {
    const { db, database } = shop.services
    await db.execute(sql`delete from early_bird_slots`)
    const ids = (count: number) => Array.from({ length: count }, () => randomUUID())
    const [early, late] = [ids(8), ids(8)]
    let commitEarly = () => {}
    const held = new Promise<void>((resolve) => {
      commitEarly = resolve
    })
    let earlyClaimed = () => {}
    const claimed = new Promise<void>((resolve) => {
      earlyClaimed = resolve
    })

    const first = db.transaction(async (tx) => {
      const claim = await claimEarlyBirdPlaces(tx, early)
      earlyClaimed()
      await held
      return claim
    })
    await claimed
    // sees all 10 places free (the first claim is not committed), so it collides on places 1 to 8
    const second = db.transaction((tx) => claimEarlyBirdPlaces(tx, late))
    if (database.kind === 'postgres') {
      await eventually(async () => {
        const result = await db.execute(sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`)
        return (result as unknown as { rows: Array<{ waiting: number }> }).rows[0]?.waiting ? true : undefined
      })
    }
    commitEarly()

    const [firstClaim, secondClaim] = await Promise.all([first, second])
    expect([...firstClaim.granted].sort()).toEqual([...early].sort())
    expect(firstClaim.allHeld).toBe(false)
    expect(secondClaim.granted.size).toBe(EARLY_BIRD_LIMIT - early.length)
    expect(late).toEqual(expect.arrayContaining([...secondClaim.granted]))
    expect(secondClaim.allHeld).toBe(true)
    const places = await heldPlaces()
    expect(places.map((place) => place.slot)).toEqual(allPlaces)
    expect(places.map((place) => place.order_id).sort()).toEqual(
      [...firstClaim.granted, ...secondClaim.granted].sort(),
    )
  })
})
