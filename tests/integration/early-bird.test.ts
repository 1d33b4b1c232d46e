import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EARLY_BIRD_LIMIT } from '@/domain/catalog-products'
import { orderRequestSchema } from '@/domain/order-request'
import { classicRequest } from '@/domain/order-request.fixtures'
import { earlyBirdSlots, orders } from '@/server/db/schema'
import { claimEarlyBirdPlaces, watchEarlyBird } from '@/server/discounts/early-bird'
import { latePaymentRefunded } from '@/server/orders/cancel-late-payment'
import { createOrderIntake } from '@/server/orders/order-intake'
import { placeOrders } from '@/server/orders/place-orders'
import { type Checkout, createPayment, jobsIn, payLocally, sessionIdOf } from './support/orders'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

const LIST = 1499
const EARLY_BIRD = 1499 - 150

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' })
})
afterAll(() => shop.stop())

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

async function heldPlaces() {
  const result = await shop.services.db.execute(
    sql`select slot, order_id, paid_at from early_bird_slots order by slot`,
  )
  return rowsOf<{ slot: number; order_id: string; paid_at: unknown }>(result)
}

const ordersIn = (ids: string[]) => shop.services.db.select().from(orders).where(inArray(orders.id, ids))
const orderOf = async (id: string) => (await ordersIn([id]))[0]

async function remainingPlaces() {
  return ((await (await shop.app.request('/api/early-bird')).json()) as { remaining: number }).remaining
}

/**
 * Time passes for these orders' holds, as if they were placed 11 minutes ago; with `checkouts`, their
 * local checkouts expire with them (a Stripe checkout stays open longer, so leave those out to play it).
 */
async function lapseHolds(orderIds: string[], { checkouts }: { checkouts: boolean }) {
  const { db } = shop.services
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  await db.execute(sql`update early_bird_slots set held_until = now() - interval '1 minute'
    where order_id in (${ids})`)
  if (checkouts) {
    await db.execute(sql`update payment_sessions set expires_at = now() - interval '1 minute'
      where order_id in (${ids})`)
  }
}

/**
 * The intake remembers for 5 seconds that every place was taken, so the orders just after skip the claim;
 * a new intake stands for those seconds having passed.
 */
function forgetFullOffer() {
  shop.services.orders = createOrderIntake(shop.services)
}

async function resetOffer() {
  await shop.services.db.execute(sql`delete from early_bird_slots`)
  forgetFullOffer()
}

const placeMany = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createPayment(shop, classicRequest())))

const openCheckout = async (checkout: Checkout) =>
  (await (await shop.app.request(`/api/test-checkout/${sessionIdOf(checkout)}`)).json()) as {
    session: { status: string; amountCents: number; expiresAt: string; earlyBirdHold: boolean }
  }

const payTestCheckout = (checkout: Checkout) =>
  shop.post(`/api/test-checkout/${sessionIdOf(checkout)}/pay`, {})
const startAgain = (orderId: string) => shop.post(`/api/orders/${orderId}/payments`, {})

describe('the early-bird offer', () => {
  it('discounts exactly 10 of 100 first orders placed at once, and those 10 are charged the discount', async () => {
    const checkouts = await placeMany(100)
    const verified = await Promise.all(checkouts.map((checkout) => payLocally(shop, checkout)))
    expect(verified.every((v) => v.success)).toBe(true)

    const paid = await ordersIn(checkouts.map((checkout) => checkout.orderId))
    expect(paid.every((order) => order.paymentStatus === 'paid')).toBe(true)
    const discounted = paid.filter((order) => order.discountKind === 'early-bird')
    expect(discounted).toHaveLength(10)
    expect(discounted.every((order) => order.totalPriceCents === EARLY_BIRD)).toBe(true)
    expect(paid.filter((order) => order.totalPriceCents === LIST)).toHaveLength(90)
    expect(await remainingPlaces()).toBe(0)
  })
})

describe('early-bird holds', () => {
  beforeEach(resetOffer)

  it('does not let 10 abandoned checkouts keep the offer from the next customer once their holds lapse', async () => {
    const abandoned = await placeMany(10)
    const held = await ordersIn(abandoned.map((checkout) => checkout.orderId))
    expect(held.map((order) => order.totalPriceCents)).toEqual(Array(10).fill(EARLY_BIRD))
    expect(await remainingPlaces()).toBe(0)
    const tooSoon = await createPayment(shop, classicRequest())
    expect((await orderOf(tooSoon.orderId))?.totalPriceCents).toBe(LIST)

    await lapseHolds(
      abandoned.map((checkout) => checkout.orderId),
      { checkouts: true },
    )
    forgetFullOffer()
    expect(await remainingPlaces()).toBe(10)
    const next = await createPayment(shop, classicRequest())
    expect(await payLocally(shop, next)).toMatchObject({
      success: true,
      order: { totalCents: EARLY_BIRD, paymentStatus: 'paid' },
    })
    expect(await remainingPlaces()).toBe(9)
  })

  it('lets an early-bird checkout expire with its hold, and opens a new one only while a place is free', async () => {
    const first = await createPayment(shop, classicRequest())
    const [place] = await heldPlaces()
    const page = await openCheckout(first)
    expect(page.session).toMatchObject({ status: 'open', amountCents: EARLY_BIRD, earlyBirdHold: true })
    const [hold] = await shop.services.db
      .select({ heldUntil: earlyBirdSlots.heldUntil })
      .from(earlyBirdSlots)
      .where(eq(earlyBirdSlots.orderId, first.orderId))
    expect(new Date(page.session.expiresAt)).toEqual(hold?.heldUntil)
    expect(place?.order_id).toBe(first.orderId)

    await lapseHolds([first.orderId], { checkouts: true })
    expect((await openCheckout(first)).session.status).toBe('expired')
    expect((await payTestCheckout(first)).status).toBe(409)
    expect((await orderOf(first.orderId))?.paymentStatus).toBe('pending')

    // ten other customers take every place, the lapsed one among them
    forgetFullOffer()
    const others = await placeMany(10)
    const taken = await ordersIn(others.map((checkout) => checkout.orderId))
    expect(taken.every((order) => order.totalPriceCents === EARLY_BIRD)).toBe(true)
    const refused = await startAgain(first.orderId)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /Every early-bird place was taken since this order was placed/,
    )

    // they abandon theirs too: starting again holds a place at the price first shown
    await lapseHolds(
      others.map((checkout) => checkout.orderId),
      { checkouts: true },
    )
    const again = await startAgain(first.orderId)
    expect(again.status).toBe(201)
    const retry = (await again.json()) as Checkout
    expect((await openCheckout(retry)).session).toMatchObject({ status: 'open', amountCents: EARLY_BIRD })
    expect(await payLocally(shop, retry)).toMatchObject({
      success: true,
      order: { totalCents: EARLY_BIRD, paymentStatus: 'paid' },
    })
  })

  it('keeps a late payment’s place while free, gives it another free one, and refunds it when none is', async () => {
    // the checkouts stay open past the hold, as Stripe's do
    const kept = await createPayment(shop, classicRequest())
    await lapseHolds([kept.orderId], { checkouts: false })
    expect(await payLocally(shop, kept)).toMatchObject({ success: true, order: { totalCents: EARLY_BIRD } })

    const moved = await createPayment(shop, classicRequest())
    await lapseHolds([moved.orderId], { checkouts: false })
    forgetFullOffer()
    const taker = await createPayment(shop, classicRequest())
    const places = await heldPlaces()
    expect(places.map((place) => place.order_id)).toEqual([kept.orderId, taker.orderId])
    expect(await payLocally(shop, moved)).toMatchObject({ success: true, order: { totalCents: EARLY_BIRD } })
    expect((await heldPlaces()).map((place) => place.order_id)).toContain(moved.orderId)

    const late = await createPayment(shop, classicRequest())
    await lapseHolds([late.orderId], { checkouts: false })
    forgetFullOffer()
    await placeMany(EARLY_BIRD_LIMIT - 3)
    expect(await remainingPlaces()).toBe(0)
    const refused = await payLocally(shop, late)
    expect(refused).toMatchObject({ success: false, error: latePaymentRefunded })
    expect(await orderOf(late.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    // paid again (a replayed confirmation): nothing more is recorded or refunded
    expect((await payTestCheckout(late)).status).toBe(200)
    const replay = await shop.post('/api/verify-payment', {
      session_id: sessionIdOf(late),
      order_id: late.orderId,
    })
    expect(await replay.json()).toMatchObject({ success: false, error: latePaymentRefunded })
    const refunds = (await jobsIn(shop, 'refund-payment')).filter(
      (job) => (job.data as { orderId: string }).orderId === late.orderId,
    )
    expect(refunds.map((job) => job.data)).toEqual([{ orderId: late.orderId, sessionId: sessionIdOf(late) }])
  })

  it('pays exactly 10 orders at the discount while lapsed checkouts pay and new customers claim their places', async () => {
    const lapsed = await placeMany(10)
    await lapseHolds(
      lapsed.map((checkout) => checkout.orderId),
      { checkouts: false },
    )
    forgetFullOffer()
    const [latePayments, newcomers] = await Promise.all([
      Promise.all(lapsed.map((checkout) => payLocally(shop, checkout))),
      Promise.all(
        Array.from({ length: 20 }, async () => {
          const checkout = await createPayment(shop, classicRequest())
          await payLocally(shop, checkout)
          return checkout
        }),
      ),
    ])

    const all = await ordersIn([...lapsed, ...newcomers].map((checkout) => checkout.orderId))
    const discountedPaid = all.filter((o) => o.discountKind === 'early-bird' && o.paymentStatus === 'paid')
    expect(discountedPaid).toHaveLength(EARLY_BIRD_LIMIT)
    expect(discountedPaid.every((order) => order.totalPriceCents === EARLY_BIRD)).toBe(true)
    const places = await heldPlaces()
    expect(places.every((place) => place.paid_at !== null)).toBe(true)
    expect(places.map((place) => place.order_id).sort()).toEqual(discountedPaid.map((o) => o.id).sort())

    // every other order is either paid in full at the list price or a late payment given back
    const rest = all.filter((order) => !discountedPaid.includes(order))
    for (const order of rest) {
      if (order.discountKind === 'early-bird') {
        expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
      } else expect(order).toMatchObject({ paymentStatus: 'paid', totalPriceCents: LIST })
    }
    const refundedIds = rest.filter((order) => order.paymentStatus === 'refunded').map((order) => order.id)
    expect(latePayments.filter((verified) => !verified.success)).toHaveLength(refundedIds.length)
    // one refund for each payment given back, created with the decision
    const refundJobs = (await jobsIn(shop, 'refund-payment')).map(
      (job) => (job.data as { orderId: string }).orderId,
    )
    expect(refundJobs.filter((id) => refundedIds.includes(id)).sort()).toEqual(refundedIds.sort())
  })
})

// On PostgreSQL these claims run in truly concurrent transactions; on PGlite they take turns.
describe('early-bird claims that collide', () => {
  const allPlaces = Array.from({ length: EARLY_BIRD_LIMIT }, (_, index) => index + 1)

  it('gives a place to exactly 10 orders of many concurrent batches, never two to one order', async () => {
    await shop.services.db.execute(sql`delete from early_bird_slots`)
    // each batch remembers nothing of the others, so every one of them claims
    const batches = Array.from({ length: 4 }, () =>
      Array.from({ length: 8 }, () => orderRequestSchema.parse(classicRequest())),
    )
    const outcomes = (
      await Promise.all(
        batches.map((batch) =>
          shop.services.db.transaction((tx) => placeOrders({ tx, earlyBird: watchEarlyBird() }, batch)),
        ),
      )
    ).flat()
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([])

    const placed = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.value.order.id] : []))
    const discounted = (await ordersIn(placed)).filter((order) => order.discountKind === 'early-bird')
    expect(discounted).toHaveLength(EARLY_BIRD_LIMIT)
    expect(discounted.every((order) => order.totalPriceCents === EARLY_BIRD)).toBe(true)
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
    if (database.kind === 'postgres') await waitingOnALock()
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

  it('a payment and a claim racing for a lapsed place: one waits for the other, and only one has it', async () => {
    const { db, database } = shop.services
    await resetOffer()
    const checkout = await createPayment(shop, classicRequest())
    await lapseHolds([checkout.orderId], { checkouts: false })
    // every other place is held, so the payment has nowhere else to go
    await db.execute(sql`insert into early_bird_slots (slot, order_id, held_until)
      select slot, gen_random_uuid(), now() + interval '1 hour' from generate_series(2, ${EARLY_BIRD_LIMIT}) as slot`)

    let commitClaim = () => {}
    const hold = new Promise<void>((resolve) => {
      commitClaim = resolve
    })
    let claimedPlace = () => {}
    const claimed = new Promise<void>((resolve) => {
      claimedPlace = resolve
    })
    const newcomer = randomUUID()
    const claim = db.transaction(async (tx) => {
      const result = await claimEarlyBirdPlaces(tx, [newcomer])
      claimedPlace()
      await hold
      return result
    })
    await claimed
    const payment = payLocally(shop, checkout)
    if (database.kind === 'postgres') await waitingOnALock()
    commitClaim()

    expect((await claim).granted).toEqual(new Set([newcomer]))
    expect(await payment).toMatchObject({ success: false, error: latePaymentRefunded })
    const places = await heldPlaces()
    expect(places.find((place) => place.slot === 1)?.order_id).toBe(newcomer)
    expect(places.map((place) => place.order_id)).not.toContain(checkout.orderId)
    const [order] = await db.select().from(orders).where(eq(orders.id, checkout.orderId))
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
  })
})

async function waitingOnALock() {
  await eventually(async () => {
    const result = await shop.services.db.execute(sql`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`)
    return rowsOf<{ waiting: number }>(result)[0]?.waiting ? true : undefined
  })
}
