import { eq, inArray, sum } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bundleRequest,
  classicRequest,
  cursedRequest,
  eternalRequest,
  loveRequest,
} from '@/domain/order-request.fixtures'
import { dailyMetrics, orders } from '@/server/db/schema'
import { refundOrder } from '@/server/orders/refund-order'
import { shopDate, shopDayStart } from '@/server/shop-date'
import { addDays } from '@/server/staff-analytics/analytics-window'
import type { BusinessAnalytics } from '@/server/staff-analytics/summarise-business'
import { createPartner } from './support/factories'
import { createPayment, placePaidOrder } from './support/orders'
import { type Browser, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

// fourteen hours ahead of UTC: for ten hours of every day the shop's date is not the server's
const SHOP_TZ = 'Pacific/Kiritimati'

let shop: TestShop
let staff: Browser

beforeAll(async () => {
  shop = await startTestShop({
    SHOP_TZ,
    ORDER_RATE_LIMIT_PER_MINUTE: '1000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  })
  staff = await signedInAs(shop, 'staff')
})
afterAll(async () => {
  await shop?.stop()
})

async function analytics(): Promise<BusinessAnalytics> {
  const response = await staff.get('/api/staff/business-analytics')
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as BusinessAnalytics
}

async function revenueOf(ids: string[]) {
  const rows = await shop.services.db
    .select({ total: orders.totalPriceCents })
    .from(orders)
    .where(inArray(orders.id, ids))
  return rows.reduce((sum, row) => sum + row.total, 0)
}

describe('business analytics', () => {
  it('shows an empty shop as zeros, with no most popular type', async () => {
    const empty = await analytics()
    expect(empty).toMatchObject({
      timeZone: SHOP_TZ,
      totalOrders: 0,
      totalRevenueCents: 0,
      averageOrderValueCents: 0,
      mostPopularScrollType: null,
    })
    expect(empty.dailyBreakdown).toHaveLength(30)
    expect(empty.chart.current).toHaveLength(30)
    expect(empty.chart.previous).toHaveLength(30)
  })

  it('counts exactly the orders paid through checkout, on today’s date in the shop’s time zone', async () => {
    const paid = [
      await placePaidOrder(shop, classicRequest()),
      await placePaidOrder(shop, classicRequest({ delivery: 'immediate', voiceNarration: true })),
      await placePaidOrder(shop, cursedRequest({ delivery: 'priority' })),
      await placePaidOrder(shop, eternalRequest()),
      await placePaidOrder(shop, loveRequest()),
      await placePaidOrder(shop, bundleRequest()),
      await placePaidOrder(
        shop,
        bundleRequest({
          bundleId: 'default',
          targets: [{ name: 'Cousin Crumbs', scrollType: 'love-me-scroll' }],
        }),
      ),
    ]
    // ordered and never paid: not in any figure
    await createPayment(shop, eternalRequest())
    await createPayment(shop, cursedRequest())

    const revenue = await revenueOf(paid)
    const today = shopDate(new Date(), SHOP_TZ)
    const figures = await analytics()
    expect(figures).toMatchObject({
      current: { from: addDays(today, -29), to: today },
      totalOrders: 7,
      totalRevenueCents: revenue,
      averageOrderValueCents: Math.round(revenue / 7),
      mostPopularScrollType: 'light-rant',
      // The Starter Arsenal holds Classic Scrolls and counts as a bundle, as the custom bundle does
      countsByType: {
        'light-rant': 2,
        'scroll-of-fury': 1,
        'epic-scroll-commission': 0,
        'eternal-scroll': 1,
        'love-me-scroll': 1,
        bundle: 2,
      },
      previousTotals: { orders: 0, revenueCents: 0 },
    })
    expect(figures.dailyBreakdown[0]).toEqual({
      date: today,
      orders: 7,
      revenueCents: revenue,
      countsByType: figures.countsByType,
    })
    expect(figures.dailyBreakdown[1]).toMatchObject({ date: addDays(today, -1), orders: 0, revenueCents: 0 })
    expect(figures.chart.current.at(-1)).toEqual({ date: today, orders: 7, revenueCents: revenue })
  })

  it('gives a tie for most popular to the type later in the catalog', async () => {
    await placePaidOrder(shop, cursedRequest({ delivery: 'extra-rapid' }))
    const figures = await analytics()
    expect(figures.countsByType['light-rant']).toBe(2)
    expect(figures.countsByType['scroll-of-fury']).toBe(2)
    expect(figures.mostPopularScrollType).toBe('scroll-of-fury')
  })

  it('holds the last 30 days to the window and the 30 before to the comparison', async () => {
    const today = shopDate(new Date(), SHOP_TZ)
    const before = await analytics()
    const day = (offset: number, totalOrders: number, totalRevenueCents: number) => ({
      date: addDays(today, offset),
      totalOrders,
      totalRevenueCents,
      eternalScrollCount: totalOrders,
    })
    await shop.services.db
      .insert(dailyMetrics)
      .values([day(-29, 2, 19800), day(-30, 3, 29700), day(-59, 5, 49500), day(-60, 7, 69300)])
    const after = await analytics()
    expect(after.totalOrders).toBe(before.totalOrders + 2)
    expect(after.totalRevenueCents).toBe(before.totalRevenueCents + 19800)
    expect(after.countsByType['eternal-scroll']).toBe(before.countsByType['eternal-scroll'] + 2)
    expect(after.previousTotals).toEqual({ orders: 8, revenueCents: 79200 })
    expect(after.dailyBreakdown.at(-1)).toMatchObject({ date: addDays(today, -29), orders: 2 })
    expect(after.chart.current[0]).toEqual({ date: addDays(today, -29), orders: 2, revenueCents: 19800 })
    expect(after.chart.previous[0]).toEqual({ date: addDays(today, -59), orders: 5, revenueCents: 49500 })
    expect(after.chart.previous.at(-1)).toEqual({ date: addDays(today, -30), orders: 3, revenueCents: 29700 })
  })
})

describe('the last 30 days at a glance', () => {
  // what the tests above left: 8 orders paid today, 2 on the window's first day (19,800 cents) and 8 in
  // the 30 days before (79,200 cents)
  const earlier = { today: 8, firstDay: 2, firstDayCents: 19800, previous: 8, previousCents: 79200 }
  let refundedId: string
  let partnerOrderId: string

  it('counts bundles as bundles, and gives the change, the best day, the partners’ share and refunds', async () => {
    const partner = await createPartner(shop.services.db)
    await placePaidOrder(shop, bundleRequest())
    await placePaidOrder(
      shop,
      bundleRequest({
        bundleId: 'courtroom',
        targets: [{ name: 'Judge Dozewell', scrollType: 'scroll-of-fury', reason: 'Slept through my case.' }],
      }),
    )
    partnerOrderId = await placePaidOrder(shop, cursedRequest({ partnerRef: partner.slug }))
    refundedId = await placePaidOrder(shop, classicRequest({ targetName: 'Sir Changed-His-Mind' }))
    const [refunded] = await shop.services.db.select().from(orders).where(eq(orders.id, refundedId))
    // refunded whole by the shop itself, as when a recipient asks for no more scrolls
    expect(await refundOrder(shop.services, refundedId, 'system')).toMatchObject({ refunded: true })

    // every order kept is today's: the refunded one left the revenue with its refund
    const [kept] = await shop.services.db
      .select({ cents: sum(orders.totalPriceCents).mapWith(Number) })
      .from(orders)
      .where(eq(orders.paymentStatus, 'paid'))
    const todayCents = kept?.cents ?? 0
    const totalCents = todayCents + earlier.firstDayCents
    const figures = await analytics()
    expect(figures).toMatchObject({
      totalOrders: earlier.today + 3 + earlier.firstDay,
      totalRevenueCents: totalCents,
      countsByType: {
        'light-rant': 2,
        'scroll-of-fury': 3,
        'epic-scroll-commission': 0,
        'eternal-scroll': 3,
        'love-me-scroll': 1,
        bundle: 4,
      },
      // a tie of three: the Eternal Scroll comes later in the catalogue than the Cursed Scroll
      mostPopularScrollType: 'eternal-scroll',
      previousTotals: { orders: earlier.previous, revenueCents: earlier.previousCents },
      // 13 orders against 8
      change: {
        ordersPercent: 63,
        revenuePercent: Math.round(((totalCents - earlier.previousCents) / earlier.previousCents) * 100),
      },
      bestDay: { date: shopDate(new Date(), SHOP_TZ), orders: earlier.today + 3, revenueCents: todayCents },
      // one of 13
      partnerOrders: { count: 1, sharePercent: 8 },
      refunds: { count: 1, amountCents: refunded?.totalPriceCents },
    })
    expect(todayCents).toBeGreaterThan(earlier.firstDayCents)
  })

  it('counts partner orders and refunds by the day of the shop their orders were placed', async () => {
    const { current } = await analytics()
    const start = shopDayStart(current.from, SHOP_TZ)
    const justBefore = new Date(start.getTime() - 1)
    const moveTo = (at: Date) =>
      shop.services.db
        .update(orders)
        .set({ createdAt: at })
        .where(inArray(orders.id, [refundedId, partnerOrderId]))

    await moveTo(justBefore)
    expect(await analytics()).toMatchObject({
      partnerOrders: { count: 0, sharePercent: 0 },
      refunds: { count: 0, amountCents: 0 },
    })
    await moveTo(start)
    expect(await analytics()).toMatchObject({ partnerOrders: { count: 1 }, refunds: { count: 1 } })
  })
})

describe('missing pages', () => {
  type Listed = { hits: Array<{ path: string; hits: number; lastSeenAt: string }>; total: number }
  const list = async (query: string) => {
    const response = await staff.get(`/api/staff/not-found-hits?${query}`)
    expect(response.status, await response.clone().text()).toBe(200)
    return (await response.json()) as Listed
  }

  beforeAll(async () => {
    const visit = (path: string) => shop.post('/api/not-found-hits', { path })
    for (let i = 0; i < 3; i++) await visit('/old-prices')
    for (let i = 0; i < 2; i++) await visit('/wp-login.php')
    await visit('/100%-fury')
    // a page asked for directly is recorded by the server itself
    expect((await shop.app.request('/scroll-of-furry-form')).status).toBe(404)
  })

  it('lists the paths most hit first, with their counts', async () => {
    const page = await list('')
    expect(page.total).toBe(4)
    expect(page.hits.map(({ path, hits }) => ({ path, hits }))).toEqual([
      { path: '/old-prices', hits: 3 },
      { path: '/wp-login.php', hits: 2 },
      { path: '/100%-fury', hits: 1 },
      { path: '/scroll-of-furry-form', hits: 1 },
    ])
  })

  it('sorts by path or by last seen, and pages', async () => {
    const byPath = await list('sort=path&direction=asc&pageSize=2&page=2')
    expect(byPath.total).toBe(4)
    expect(byPath.hits.map((hit) => hit.path)).toEqual(['/scroll-of-furry-form', '/wp-login.php'])
    const recent = await list('sort=lastSeenAt&direction=desc&pageSize=1')
    expect(recent.hits.map((hit) => hit.path)).toEqual(['/scroll-of-furry-form'])
  })

  it('searches paths, reading % and _ as themselves', async () => {
    expect((await list('search=LOGIN')).hits.map((hit) => hit.path)).toEqual(['/wp-login.php'])
    expect((await list('search=%25')).hits.map((hit) => hit.path)).toEqual(['/100%-fury'])
    expect((await list('search=nothing-like-it')).total).toBe(0)
  })

  it('gives at most 100 a page', async () => {
    expect((await staff.get('/api/staff/not-found-hits?pageSize=101')).status).toBe(400)
    expect((await staff.get('/api/staff/not-found-hits?sort=firstSeenAt')).status).toBe(400)
  })
})
