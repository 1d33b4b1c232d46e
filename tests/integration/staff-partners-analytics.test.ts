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
 * the paid orders', commissions are held, then due, then paid by an admin, and the payout run exports.
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
type Payout = {
  id: string
  orderId: string
  commissionCents: number
  state: 'pending' | 'due' | 'paid'
  paidAt: string | null
  paidBy: { id: string; name: string } | null
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

async function payoutsOf(partnerId: string, state = ''): Promise<Payout[]> {
  const response = await staff.get(
    `/api/staff/partners/${partnerId}/payouts${state ? `?state=${state}` : ''}`,
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { payouts: Payout[] }).payouts
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

  it('lists each partner’s five newest paid orders, newest first, named as the customer bought them', async () => {
    const { partners } = await analytics()
    const recent = partners[0]?.recentOrders ?? []
    expect(recent.map((order) => order.id)).toEqual(roastalotOrders.slice(1).reverse())
    expect(recent.map((order) => order.id)).not.toContain(unpaidOrder)
    expect(recent.map((order) => [order.customerEmail, order.productLabel])).toEqual([
      ['sixth@example.com', 'Classic Scroll'],
      ['fifth@example.com', 'Scroll of Fury'],
      ['fourth@example.com', 'The Starter Arsenal'],
      ['third@example.com', 'Epic Proclamation'],
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

describe('partner payouts', () => {
  it('refuses to pay a commission still in its hold', async () => {
    const [held] = await payoutsOf(roastalot.id)
    const response = await admin.post(`/api/staff/partner-payouts/${held?.id}/mark-paid`)
    expect(response.status).toBe(409)
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/held until/)
  })

  it('marks a due commission paid once, recording who and when', async () => {
    await holdOver(roastalotOrders.slice(0, 4))
    const due = await payoutsOf(roastalot.id, 'due')
    expect(due).toHaveLength(4)
    const first = due.find((payout) => payout.orderId === roastalotOrders[0]) as Payout

    const refused = await staff.post(`/api/staff/partner-payouts/${first.id}/mark-paid`)
    expect(refused.status).toBe(403)

    const before = Date.now()
    const marked = await admin.post(`/api/staff/partner-payouts/${first.id}/mark-paid`)
    expect(marked.status).toBe(200)
    const { marked: count, payout } = (await marked.json()) as { marked: number; payout: Payout }
    expect(count).toBe(1)
    expect(payout).toMatchObject({ state: 'paid', paidBy: { id: adminId, name: expect.any(String) } })
    expect(new Date(payout.paidAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const [row] = await shop.services.db.select().from(partnerPayouts).where(eq(partnerPayouts.id, first.id))
    expect(row).toMatchObject({ status: 'paid', paidBy: adminId })

    const again = await admin.post(`/api/staff/partner-payouts/${first.id}/mark-paid`)
    expect(again.status).toBe(200)
    const second = (await again.json()) as { marked: number; payout: Payout }
    expect(second.marked).toBe(0)
    expect(second.payout.paidAt).toBe(payout.paidAt)
  })

  it('exports the payout run as a CSV download, one row per partner with commissions due', async () => {
    await holdOver([gossipOrders[0] as string])
    const formulaName = '=HYPERLINK("http://evil.example","Lady, Gossip")'
    const rename = await staff.patch(`/api/staff/partners/${gossip.id}`, {
      name: formulaName,
      paymentLinkUrl: 'https://pay.example.com/gossip?a=1,b=2',
    })
    expect(rename.status).toBe(200)

    const response = await staff.get('/api/staff/partner-payouts/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="partner-payouts-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)

    const dueRoastalot = await payoutsOf(roastalot.id, 'due')
    const roastalotCents = sumOf(dueRoastalot.map((payout) => payout.commissionCents))
    const [gossipDue] = await payoutsOf(gossip.id, 'due')
    const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
    const rows = [
      'Partner,Slug,Payment link,Amount (USD),Orders',
      `Sir Roastalot,sir-roastalot,https://pay.example.com/roastalot,${dollars(roastalotCents)},3`,
      `"'=HYPERLINK(""http://evil.example"",""Lady, Gossip"")",lady-gossip,"https://pay.example.com/gossip?a=1,b=2",${dollars(gossipDue?.commissionCents ?? 0)},1`,
    ]
    // largest amount first
    const expected = roastalotCents >= (gossipDue?.commissionCents ?? 0) ? rows : [rows[0], rows[2], rows[1]]
    expect(text).toBe(`${expected.join('\r\n')}\r\n`)
  })

  it('marks every due commission of a partner paid as of the export, and only once', async () => {
    const exported = await staff.get('/api/staff/partner-payouts/export')
    const asOf = exported.headers.get('x-payouts-as-of') as string
    expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const dueCents = sumOf((await payoutsOf(roastalot.id, 'due')).map((payout) => payout.commissionCents))
    // a commission that fell due a moment after the export is not paid by this run
    const thirtyDays = 30 * 24 * 60 * 60 * 1000
    await holdOver([roastalotOrders[4] as string], new Date(new Date(asOf).getTime() + 1 - thirtyDays))
    await new Promise((resolve) => setTimeout(resolve, 5))

    const refused = await staff.post(`/api/staff/partners/${roastalot.id}/payouts/mark-paid`, { asOf })
    expect(refused.status).toBe(403)
    const marked = await admin.post(`/api/staff/partners/${roastalot.id}/payouts/mark-paid`, { asOf })
    expect(marked.status).toBe(200)
    expect(await marked.json()).toMatchObject({ marked: 3, cents: dueCents })
    const again = await admin.post(`/api/staff/partners/${roastalot.id}/payouts/mark-paid`, { asOf })
    expect(await again.json()).toMatchObject({ marked: 0, cents: 0 })

    const paid = await payoutsOf(roastalot.id, 'paid')
    expect(paid).toHaveLength(4)
    for (const payout of paid) expect(payout.paidBy?.id).toBe(adminId)
    const { partners } = await analytics()
    const row = partners.find((partner) => partner.id === roastalot.id)
    expect(row?.paidPayouts.count).toBe(4)
    expect(row?.duePayouts.count).toBe(1)
    expect(row?.pendingPayouts.count).toBe(1)
    expect(
      (row?.paidPayouts.cents ?? 0) + (row?.duePayouts.cents ?? 0) + (row?.pendingPayouts.cents ?? 0),
    ).toBe(row?.commissionEarnedCents)

    const rest = await admin.post(`/api/staff/partners/${roastalot.id}/payouts/mark-paid`, {})
    expect(await rest.json()).toMatchObject({ marked: 1 })
    const unknown = await admin.post(
      '/api/staff/partners/00000000-0000-4000-8000-000000000000/payouts/mark-paid',
      {},
    )
    expect(unknown.status).toBe(404)
    const badMoment = await admin.post(`/api/staff/partners/${roastalot.id}/payouts/mark-paid`, {
      asOf: 'yesterday',
    })
    expect(badMoment.status).toBe(400)
    expect(await badMoment.json()).toMatchObject({ error: { fields: { asOf: expect.any(String) } } })
  })

  it('keeps a partner’s orders and commissions when its slug changes', async () => {
    const before = (await analytics()).partners.find((partner) => partner.id === gossip.id)
    const response = await staff.patch(`/api/staff/partners/${gossip.id}`, { slug: 'lady-whispers' })
    expect(response.status).toBe(200)
    const after = (await analytics()).partners.find((partner) => partner.id === gossip.id)
    expect(after).toMatchObject({
      slug: 'lady-whispers',
      orders: 2,
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
