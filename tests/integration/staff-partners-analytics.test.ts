import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleRequest, classicRequest, cursedRequest, eternalRequest } from '@/domain/order-request.fixtures'
import { orders, partnerPayouts, users } from '@/server/db/schema'
import { rebuildPartnerRollups } from '@/server/staff-partners/partner-rollups'
import { createPartner } from './support/factories'
import { createPayment, placePaidOrder } from './support/orders'
import { type Browser, signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

/**
 * Partner analytics and payouts, over orders placed and paid through the real checkout: the figures are
 * the paid orders', commissions are held, then due, then paid in a payout run an admin marks paid.
 */
let shop: TestShop
let staff: Browser
let admin: Browser & { email: string }
let adminId: string
let roastalot: { id: string; slug: string }
let gossip: { id: string; slug: string }
/** Sir Roastalot's paid orders, oldest first */
const roastalotOrders: string[] = []
const gossipOrders: string[] = []
let unpaidOrder: string

type Totals = { count: number; cents: number }
type Performance = {
  id: string
  name: string
  slug: string
  isActive: boolean
  orders: number
  revenueCents: number
  commissionRatePct: number
  commissionEarnedCents: number
  pendingPayouts: Totals
  heldPayouts: Totals
  duePayouts: Totals
  paidPayouts: Totals
  recentOrders: Array<{
    id: string
    orderNumber: number
    customerEmail: string
    scrollType: string
    productLabel: string
    amountCents: number
    createdAt: string
  }>
}
type Analytics = {
  summary: {
    activePartners: number
    partnerOrders: number
    partnerRevenueCents: number
    totalCommissionsCents: number
  }
  holdDays: number
  total: number
  page: number
  pageSize: number
  partners: Performance[]
}
beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  const { db } = shop.services
  staff = await signedInAs(shop, 'staff')
  admin = await signedInAs(shop, 'admin')
  adminId = (await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email)))[0]
    ?.id as string
  roastalot = await createPartner(db, {
    name: 'Sir Roastalot',
    slug: 'sir-roastalot',
    discountCode: 'ROAST10',
    payoutPct: 40,
    paymentLinkUrl: 'https://pay.example.com/roastalot',
  })
  gossip = await createPartner(db, {
    name: 'Lady Gossip',
    slug: 'lady-gossip',
    discountCode: 'GOSSIP',
    payoutPct: 25,
  })
  await createPartner(db, { name: 'Baron Idle', slug: 'baron-idle', discountCode: 'IDLE', isActive: false })

  const viaLink = { partnerRef: 'sir-roastalot' }
  const roastalotBodies = [
    cursedRequest({ discountCode: 'roast10', customerEmail: 'first@example.com' }),
    classicRequest({ ...viaLink, customerEmail: 'second@example.com' }),
    eternalRequest({ ...viaLink, priceList: 'partner', customerEmail: 'third@example.com' }),
    bundleRequest({ ...viaLink, yourEmail: 'fourth@example.com' }),
    cursedRequest({ ...viaLink, priceList: 'partner', customerEmail: 'fifth@example.com' }),
    classicRequest({ discountCode: 'ROAST10', customerEmail: 'sixth@example.com' }),
  ]
  for (const body of roastalotBodies) roastalotOrders.push(await placePaidOrder(shop, body))
  unpaidOrder = (
    await createPayment(shop, eternalRequest({ ...viaLink, customerEmail: 'unpaid@example.com' }))
  ).orderId
  gossipOrders.push(await placePaidOrder(shop, cursedRequest({ discountCode: 'GOSSIP' })))
  gossipOrders.push(await placePaidOrder(shop, classicRequest({ partnerRef: 'lady-gossip' })))
  // an order no partner brought in counts nowhere here
  await placePaidOrder(shop, classicRequest())
}, 120_000)
afterAll(() => shop.stop())

async function analytics(query = ''): Promise<Analytics> {
  const response = await staff.get(`/api/staff/partner-analytics${query}`)
  const json = await response.json()
  expect(response.status, JSON.stringify(json)).toBe(200)
  return json as Analytics
}

const totalsOf = async (ids: string[]) =>
  shop.services.db
    .select({ id: orders.id, total: orders.totalPriceCents })
    .from(orders)
    .where(inArray(orders.id, ids))

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0)
const commission = (cents: number, pct: number) => Math.round((cents * pct) / 100)

/**
 * As if these orders had been paid 31 days ago, or at `recordedAt`: their commissions' hold is over. The
 * commissions move back under the partner rollups' days, which are rebuilt as the migration builds them.
 */
async function holdOver(orderIds: string[], recordedAt?: Date) {
  await shop.services.db
    .update(partnerPayouts)
    .set({ createdAt: recordedAt ?? sql`${partnerPayouts.createdAt} - interval '31 days'` })
    .where(inArray(partnerPayouts.orderId, orderIds))
  await rebuildPartnerRollups(shop.services.db)
}

describe('partner analytics', () => {
  it('counts the paid partner orders only, with their revenue and commissions', async () => {
    const roastalotTotals = (await totalsOf(roastalotOrders)).map((order) => order.total)
    const gossipTotals = (await totalsOf(gossipOrders)).map((order) => order.total)
    const revenue = sumOf(roastalotTotals) + sumOf(gossipTotals)
    const commissions =
      sumOf(roastalotTotals.map((cents) => commission(cents, 40))) +
      sumOf(gossipTotals.map((cents) => commission(cents, 25)))

    const { summary, holdDays, total } = await analytics()
    expect(summary).toEqual({
      activePartners: 2,
      partnerOrders: 8,
      partnerRevenueCents: revenue,
      totalCommissionsCents: commissions,
    })
    expect(holdDays).toBe(30)
    expect(total).toBe(3)
  })

  it('shows each partner’s orders, revenue, rate, commission and payouts', async () => {
    const roastalotTotals = (await totalsOf(roastalotOrders)).map((order) => order.total)
    const earned = sumOf(roastalotTotals.map((cents) => commission(cents, 40)))
    const { partners } = await analytics()
    expect(partners.map((partner) => partner.slug)).toEqual(['sir-roastalot', 'lady-gossip', 'baron-idle'])
    expect(partners[0]).toMatchObject({
      name: 'Sir Roastalot',
      isActive: true,
      orders: 6,
      revenueCents: sumOf(roastalotTotals),
      commissionRatePct: 40,
      commissionEarnedCents: earned,
      pendingPayouts: { count: 6, cents: earned },
      heldPayouts: { count: 0, cents: 0 },
      duePayouts: { count: 0, cents: 0 },
      paidPayouts: { count: 0, cents: 0 },
    })
    expect(partners[2]).toMatchObject({
      isActive: false,
      orders: 0,
      revenueCents: 0,
      commissionEarnedCents: 0,
      pendingPayouts: { count: 0, cents: 0 },
      recentOrders: [],
    })
  })

  it('lists each partner’s five newest paid orders, newest first, by the catalogue’s one name', async () => {
    const { partners } = await analytics()
    const recent = partners[0]?.recentOrders ?? []
    expect(recent.map((order) => order.id)).toEqual(roastalotOrders.slice(1).reverse())
    expect(recent.map((order) => order.id)).not.toContain(unpaidOrder)
    expect(recent.map((order) => [order.customerEmail, order.productLabel])).toEqual([
      ['sixth@example.com', 'Classic Scroll'],
      // bought at partner prices, still by the product's one name
      ['fifth@example.com', 'Cursed Scroll'],
      ['fourth@example.com', 'The Starter Arsenal'],
      ['third@example.com', 'Eternal Scroll'],
      ['second@example.com', 'Classic Scroll'],
    ])
    const totals = new Map((await totalsOf(roastalotOrders)).map((order) => [order.id, order.total]))
    for (const order of recent) expect(order.amountCents).toBe(totals.get(order.id))
    expect(recent[2]).toMatchObject({ scrollType: 'light-rant' })
    expect(partners[1]?.recentOrders.map((order) => order.id)).toEqual([...gossipOrders].reverse())
  })

  it('sorts and pages the performance table on the server', async () => {
    const byName = await analytics('?sort=name&direction=asc&pageSize=2')
    expect(byName.partners.map((partner) => partner.slug)).toEqual(['baron-idle', 'lady-gossip'])
    expect(byName).toMatchObject({ total: 3, page: 1, pageSize: 2 })
    const second = await analytics('?sort=name&direction=asc&pageSize=2&page=2')
    expect(second.partners.map((partner) => partner.slug)).toEqual(['sir-roastalot'])
    expect(second.partners[0]?.recentOrders).toHaveLength(5)
    const past = await analytics('?page=9')
    expect(past).toMatchObject({ partners: [], total: 3, summary: { activePartners: 2, partnerOrders: 8 } })
    const fewest = await analytics('?sort=orders&direction=asc')
    expect(fewest.partners.map((partner) => partner.orders)).toEqual([0, 2, 6])
  })

  it('refuses a page larger than 100 or an unknown sort with 400 naming the field', async () => {
    const big = await staff.get('/api/staff/partner-analytics?pageSize=101')
    expect(big.status).toBe(400)
    expect(await big.json()).toMatchObject({ error: { fields: { pageSize: expect.any(String) } } })
    const sort = await staff.get('/api/staff/partner-analytics?sort=everything')
    expect(await sort.json()).toMatchObject({ error: { fields: { sort: expect.any(String) } } })
  })
})

describe('payouts in the analytics', () => {
  it('show commissions due once their hold is over, and paid once their run is paid', async () => {
    await holdOver(roastalotOrders.slice(0, 4))
    const due = (await analytics()).partners.find((partner) => partner.id === roastalot.id)
    expect(due).toMatchObject({
      pendingPayouts: { count: 2 },
      duePayouts: { count: 4 },
      paidPayouts: { count: 0 },
    })

    const created = await admin.post('/api/staff/payout-runs', { minimumCents: 1 })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    expect((await admin.post(`/api/staff/payout-runs/${id}/mark-paid`)).status).toBe(200)
    const row = (await analytics()).partners.find((partner) => partner.id === roastalot.id)
    expect(row).toMatchObject({
      pendingPayouts: { count: 2 },
      duePayouts: { count: 0, cents: 0 },
      paidPayouts: { count: 4, cents: due?.duePayouts.cents },
    })
    expect(
      (row?.paidPayouts.cents ?? 0) + (row?.duePayouts.cents ?? 0) + (row?.pendingPayouts.cents ?? 0),
    ).toBe(row?.commissionEarnedCents)
    const [paid] = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, roastalotOrders[0] as string))
    expect(paid).toMatchObject({ status: 'paid', paidBy: adminId, payoutRunId: id })
  })

  it('count a commission held as a self-referral apart, neither pending nor due', async () => {
    expect(
      (await staff.patch(`/api/staff/partners/${gossip.id}`, { email: 'gossip@partners.test' })).status,
    ).toBe(200)
    const before = (await analytics()).partners.find((partner) => partner.id === gossip.id)
    const own = await placePaidOrder(
      shop,
      cursedRequest({ discountCode: 'GOSSIP', customerEmail: 'Gossip@Partners.test' }),
    )
    const [entry] = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, own))
    const after = (await analytics()).partners.find((partner) => partner.id === gossip.id)
    expect(after).toMatchObject({
      pendingPayouts: before?.pendingPayouts,
      heldPayouts: { count: 1, cents: entry?.commissionCents },
      duePayouts: before?.duePayouts,
    })
  })

  it('keeps a partner’s orders and commissions when its slug changes', async () => {
    const before = (await analytics()).partners.find((partner) => partner.id === gossip.id)
    const response = await staff.patch(`/api/staff/partners/${gossip.id}`, { slug: 'lady-whispers' })
    expect(response.status).toBe(200)
    const after = (await analytics()).partners.find((partner) => partner.id === gossip.id)
    expect(after).toMatchObject({
      slug: 'lady-whispers',
      orders: before?.orders,
      revenueCents: before?.revenueCents,
      commissionEarnedCents: before?.commissionEarnedCents,
    })
    expect(after?.recentOrders).toEqual(before?.recentOrders)
    const paid = await placePaidOrder(shop, classicRequest({ discountCode: 'GOSSIP' }))
    const [payout] = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, paid))
    expect(payout).toMatchObject({ partnerId: gossip.id, partnerSlug: 'lady-whispers' })
  })
})
