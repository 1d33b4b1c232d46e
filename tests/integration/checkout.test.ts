import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bundleRequest,
  classicRequest,
  cursedRequest,
  eternalRequest,
  loveRequest,
} from '@/domain/order-request.fixtures'
import {
  dailyMetrics,
  orderStatusEvents,
  orders,
  orderTargets,
  partnerPayouts,
  paymentSessions,
  payments,
} from '@/server/db/schema'
import { createPartner } from './support/factories'
import { createPayment, jobsIn, payLocally, sessionIdOf } from './support/orders'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' })
  // early-bird places are used up first, so these tests see list prices and partner codes alone
  for (let i = 0; i < 10; i += 1) await createPayment(shop, classicRequest()).then((c) => payLocally(shop, c))
  await createPartner(shop.services.db, { slug: 'sir-roastalot', discountCode: 'ROAST10', payoutPct: 40 })
  await createPartner(shop.services.db, {
    slug: 'baron-banished',
    discountCode: 'BANISHED10',
    isActive: false,
  })
})
afterAll(() => shop.stop())

const orderRow = async (id: string) =>
  (await shop.services.db.select().from(orders).where(eq(orders.id, id)))[0]

describe('create-payment', () => {
  it('charges a classic scroll with immediate delivery 14.99 + 2.00, whatever the client says the price is', async () => {
    const checkout = await createPayment(shop, {
      ...classicRequest({ delivery: 'immediate' }),
      totalPrice: 1,
      basePrice: 0,
      immediateDeliveryFee: 0,
    })
    expect(checkout.url).toMatch(/\/test-checkout\/test_cs_[0-9a-f]{32}$/)
    const page = await shop.app.request(`/api/test-checkout/${sessionIdOf(checkout)}`)
    const shown = (await page.json()) as { session: { amountCents: number }; order: { lines: unknown[] } }
    expect(shown.session.amountCents).toBe(1699)
    expect(shown.order.lines).toEqual([
      { code: 'base:light-rant', label: 'Classic Scroll', cents: 1499 },
      { code: 'delivery:immediate', label: 'Immediate email delivery', cents: 200 },
    ])
    const order = await orderRow(checkout.orderId)
    expect(order).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'pending',
      totalPriceCents: 1699,
    })
    expect(order?.immediateDeliveryFeeCents).toBe(200)
  })

  it('takes a partner code off the base price, attributes the order and pays the partner commission once', async () => {
    const checkout = await createPayment(shop, cursedRequest({ discountCode: '  roast10 ' }))
    const verified = await payLocally(shop, checkout)
    expect(verified).toMatchObject({
      success: true,
      error: null,
      order: { totalCents: 3239, paymentStatus: 'paid' },
    })
    const order = await orderRow(checkout.orderId)
    expect(order).toMatchObject({
      partnerRef: 'sir-roastalot',
      discountKind: 'partner',
      discountCents: 360,
      status: 'paid',
    })
    const payouts = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, checkout.orderId))
    expect(payouts).toEqual([
      expect.objectContaining({ commissionCents: 1296, status: 'pending', partnerSlug: 'sir-roastalot' }),
    ])
    const fulfil = await jobsIn(shop, 'fulfil-order')
    expect(
      fulfil.filter((job) => (job.data as { orderId: string }).orderId === checkout.orderId),
    ).toHaveLength(1)
    const events = await shop.services.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, checkout.orderId))
    expect(events.map((e) => e.toStatus).slice(0, 2)).toEqual(['pending_payment', 'paid'])
  })

  it('refuses an inactive partner’s code with "Invalid discount code" and stores nothing', async () => {
    const before = (await shop.services.db.select().from(orders)).length
    const response = await shop.post('/api/payments', cursedRequest({ discountCode: 'BANISHED10' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { fields: { discountCode: 'Invalid discount code' } },
    })
    expect(await shop.services.db.select().from(orders)).toHaveLength(before)
  })

  it('charges partner prices only through an active partner link', async () => {
    const partner = await createPayment(
      shop,
      eternalRequest({ priceList: 'partner', partnerRef: 'sir-roastalot' }),
    )
    expect((await orderRow(partner.orderId))?.totalPriceCents).toBe(9400)
    const refused = await shop.post(
      '/api/payments',
      eternalRequest({ priceList: 'partner', partnerRef: 'baron-banished' }),
    )
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: { fields: { priceList: expect.any(String) } } })
  })

  it('stores a bundle with its named targets and charges the bundle price', async () => {
    const checkout = await createPayment(
      shop,
      bundleRequest({
        targets: [
          { name: 'Brother Loudsnore', scrollType: 'light-rant' },
          { name: ' ', scrollType: 'light-rant' },
          { name: 'Sister Gossip', scrollType: 'light-rant' },
        ],
      }),
    )
    expect(checkout.url).toContain('/test-checkout/')
    expect((await orderRow(checkout.orderId))?.totalPriceCents).toBe(1799)
    const targets = await shop.services.db
      .select()
      .from(orderTargets)
      .where(eq(orderTargets.orderId, checkout.orderId))
    expect(targets.map((t) => t.name)).toEqual(['Brother Loudsnore', 'Sister Gossip'])
  })

  it.each([
    [{ ...classicRequest(), physicalDelivery: true }, 'physicalDelivery'],
    [{ ...classicRequest(), smsDelivery: true }, 'smsDelivery'],
    [{ ...classicRequest(), intensity: 5 }, 'intensity'],
    [{ ...classicRequest(), scrollType: 'golden-scroll' }, 'scrollType'],
    [
      {
        ...bundleRequest(),
        targets: Array.from({ length: 4 }, () => ({ name: 'X', scrollType: 'light-rant' })),
      },
      'targets',
    ],
    [{ ...bundleRequest(), targets: [{ name: '', scrollType: 'light-rant' }] }, 'targets'],
    [{ ...bundleRequest(), bundleId: 'dragon-hoard' }, 'bundleId'],
  ])('answers 400 naming the field for %#', async (body, field) => {
    const response = await shop.post('/api/payments', body)
    expect(response.status).toBe(400)
    const json = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(json.error.fields).some((key) => key === field || key.startsWith(`${field}.`))).toBe(
      true,
    )
  })
})

describe('the love test order', () => {
  it('is created pending, paid through the test checkout and shown on its test page', async () => {
    const created = await shop.post('/api/orders', loveRequest())
    expect(created.status).toBe(201)
    const order = (await created.json()) as {
      id: string
      status: string
      totalCents: number
      isTest: boolean
    }
    expect(order).toMatchObject({ status: 'pending_payment', totalCents: 1000, isTest: true })
    const start = await shop.post(`/api/orders/${order.id}/payments`, {})
    const checkout = (await start.json()) as { url: string; orderId: string }
    const paid = await shop.post(`/api/test-checkout/${sessionIdOf(checkout)}/pay`, {})
    const { redirectUrl } = (await paid.json()) as { redirectUrl: string }
    expect(redirectUrl).toContain(`/test-confirmation?orderId=${order.id}`)
    const again = await shop.post(`/api/orders/${order.id}/payments`, {})
    expect(again.status).toBe(409)
  })

  it('takes a partner’s code off its price and credits the partner with it', async () => {
    const created = await shop.post('/api/orders', loveRequest({ discountCode: ' roast10 ' }))
    expect(created.status).toBe(201)
    const order = (await created.json()) as { id: string; totalCents: number; lines: { cents: number }[] }
    expect(order.totalCents).toBe(900)
    expect(order.lines.at(-1)?.cents).toBe(-100)
    expect(await orderRow(order.id)).toMatchObject({ partnerRef: 'sir-roastalot', totalPriceCents: 900 })
  })
})

describe('leaving a checkout unpaid', () => {
  it('returns every product to its order’s review step', async () => {
    for (const request of [classicRequest(), bundleRequest(), loveRequest()]) {
      const checkout = await createPayment(shop, request)
      const cancelled = await shop.post(`/api/test-checkout/${sessionIdOf(checkout)}/cancel`, {})
      const { redirectUrl } = (await cancelled.json()) as { redirectUrl: string }
      expect(new URL(redirectUrl).pathname + new URL(redirectUrl).search).toBe(
        `/payment?orderId=${checkout.orderId}&cancelled=1`,
      )
    }
  })
})

describe('paying', () => {
  it('records one payment, one commission and one fulfilment job however often it is confirmed', async () => {
    const checkout = await createPayment(shop, cursedRequest({ discountCode: 'ROAST10' }))
    const sessionId = sessionIdOf(checkout)
    const confirmations = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        i % 2 === 0
          ? shop.post(`/api/test-checkout/${sessionId}/pay`, {})
          : shop.post('/api/verify-payment', { session_id: sessionId, order_id: checkout.orderId }),
      ),
    )
    expect(confirmations.every((r) => r.status === 200)).toBe(true)
    await shop.post('/api/verify-payment', { session_id: sessionId, order_id: checkout.orderId })
    const db = shop.services.db
    expect(await db.select().from(payments).where(eq(payments.orderId, checkout.orderId))).toHaveLength(1)
    expect(
      await db.select().from(partnerPayouts).where(eq(partnerPayouts.orderId, checkout.orderId)),
    ).toHaveLength(1)
    const jobs = await jobsIn(shop, 'fulfil-order')
    expect(jobs.filter((job) => (job.data as { orderId: string }).orderId === checkout.orderId)).toHaveLength(
      1,
    )
  })

  it('adds each paid order to its day’s totals once, by scroll type', async () => {
    // Summed over every day, so a run that crosses midnight counts the same.
    const totals = async () => {
      const rows = await shop.services.db.select().from(dailyMetrics)
      const sum = (pick: (row: (typeof rows)[number]) => number) =>
        rows.reduce((total, row) => total + pick(row), 0)
      return {
        totalOrders: sum((row) => row.totalOrders),
        totalRevenueCents: sum((row) => row.totalRevenueCents),
        lightRantCount: sum((row) => row.lightRantCount),
        scrollFuryCount: sum((row) => row.scrollFuryCount),
        epicCommissionCount: sum((row) => row.epicCommissionCount),
      }
    }
    const before = await totals()
    const classic = await createPayment(shop, classicRequest())
    const cursed = await createPayment(shop, cursedRequest())
    for (let i = 0; i < 3; i++) await payLocally(shop, classic)
    await payLocally(shop, cursed)
    const after = await totals()
    const paidTotal = (await orderRow(classic.orderId))?.totalPriceCents ?? 0
    const cursedTotal = (await orderRow(cursed.orderId))?.totalPriceCents ?? 0
    expect(after).toMatchObject({
      totalOrders: (before?.totalOrders ?? 0) + 2,
      totalRevenueCents: (before?.totalRevenueCents ?? 0) + paidTotal + cursedTotal,
      lightRantCount: (before?.lightRantCount ?? 0) + 1,
      scrollFuryCount: (before?.scrollFuryCount ?? 0) + 1,
      epicCommissionCount: before?.epicCommissionCount ?? 0,
    })
    const [session] = await shop.services.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, sessionIdOf(classic)))
    expect(session?.status).toBe('paid')
  })

  it('does not confirm a checkout that was not paid, or that belongs to another order', async () => {
    const first = await createPayment(shop, classicRequest())
    const second = await createPayment(shop, classicRequest())
    const unpaid = await shop.post('/api/verify-payment', {
      session_id: sessionIdOf(first),
      order_id: first.orderId,
    })
    expect(await unpaid.json()).toMatchObject({ success: false, error: 'Payment has not been completed' })
    await shop.post(`/api/test-checkout/${sessionIdOf(first)}/pay`, {})
    const crossed = await shop.post('/api/verify-payment', {
      session_id: sessionIdOf(first),
      order_id: second.orderId,
    })
    expect(await crossed.json()).toMatchObject({ success: false })
    expect((await orderRow(second.orderId))?.paymentStatus).toBe('pending')
  })
})

describe('public order reads', () => {
  it('finds an order by its UUID only, with only the page’s fields', async () => {
    const checkout = await createPayment(shop, classicRequest({ recipientEmail: 'secret@example.test' }))
    const response = await shop.app.request(`/api/orders/${checkout.orderId}`)
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(text).not.toContain('secret@example.test')
    expect(text).not.toContain('grumbles@example.com')
    expect((await shop.app.request('/api/orders/1001')).status).toBe(400)
    expect((await shop.app.request('/api/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })
})

describe('discount codes and partners', () => {
  it('checks a code trimmed and upper-cased, active partners only', async () => {
    const ok = await shop.post('/api/discount-codes/check', { code: ' roast10 ' })
    expect(await ok.json()).toEqual({
      code: 'ROAST10',
      discountType: 'percentage',
      percent: 10,
      partnerSlug: 'sir-roastalot',
    })
    const inactive = await shop.post('/api/discount-codes/check', { code: 'BANISHED10' })
    expect(inactive.status).toBe(404)
    expect(await inactive.json()).toMatchObject({ error: { message: 'Invalid discount code' } })
  })

  it('shows active partners only', async () => {
    expect((await shop.app.request('/api/partners/sir-roastalot')).status).toBe(200)
    expect((await shop.app.request('/api/partners/baron-banished')).status).toBe(404)
  })
})
