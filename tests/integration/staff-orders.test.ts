import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderReference } from '@/domain/order-reference'
import { classicRequest, cursedRequest } from '@/domain/order-request.fixtures'
import {
  dailyMetrics,
  orders,
  outboxMessages,
  partnerPayouts,
  partnerTotals,
  scrollDeliveries,
  staffActions,
} from '@/server/db/schema'
import { createPartner } from './support/factories'
import { completedOrder, placePaidOrder } from './support/orders'
import { type Browser, signedInAs } from './support/staff'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

/** The back office's orders: the queue, an order whole, retries, scroll revisions and refunds. */
let shop: TestShop
let staff: Browser
let admin: Browser

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  staff = await signedInAs(shop, 'staff')
  admin = await signedInAs(shop, 'admin')
})
afterAll(() => shop.stop())

type QueueJson = {
  orders: Array<{ id: string; orderNumber: number; status: string; product: string; targetName: string }>
  total: number
  more: boolean
}

async function queue(query: string): Promise<QueueJson> {
  const response = await staff.get(`/api/staff/orders?${query}`)
  const json = await response.json()
  expect(response.status, JSON.stringify(json)).toBe(200)
  return json as QueueJson
}

const orderRow = async (id: string) =>
  (await shop.services.db.select().from(orders).where(eq(orders.id, id)))[0]

describe('the order queue', () => {
  it('filters, searches, sorts and pages on the server, and exports the same list as CSV', async () => {
    const target = `Baron Queueworthy ${Date.now().toString(36)}`
    const first = await placePaidOrder(shop, cursedRequest({ targetName: target }))
    const second = await placePaidOrder(shop, cursedRequest({ targetName: `${target} the Second` }))
    await completedOrder(shop, first)
    await completedOrder(shop, second)
    const found = await queue(
      `search=${encodeURIComponent(target.toLowerCase())}&sort=orderNumber&direction=asc`,
    )
    expect(found.orders.map((order) => order.id)).toEqual([first, second])
    expect(found.total).toBe(2)
    expect(found.orders[0]).toMatchObject({ status: 'completed', product: 'Cursed Scroll' })

    const number = (await orderRow(second))?.orderNumber
    expect((await queue(`search=%23${number}`)).orders.map((order) => order.id)).toEqual([second])
    expect((await queue(`search=${second}`)).orders.map((order) => order.id)).toEqual([second])

    const paged = await queue(
      `search=${encodeURIComponent(target)}&pageSize=1&page=2&sort=orderNumber&direction=asc`,
    )
    expect(paged.orders.map((order) => order.id)).toEqual([second])
    expect(paged.total).toBe(2)

    const completed = await queue('status=completed&product=scroll-of-fury&pageSize=100')
    expect(completed.orders.every((order) => order.status === 'completed')).toBe(true)
    expect(completed.orders.map((order) => order.id)).toEqual(expect.arrayContaining([first, second]))

    const csv = await staff.get(`/api/staff/orders/export?search=${encodeURIComponent(target)}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = Buffer.from(await csv.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toBe(
      'Order,Placed,Status,Product,Customer,Customer email,Recipient,Recipient email,Target,Partner,Total (USD),Paid,Due,Failed step,Self-referral',
    )
    expect(lines.slice(1, 3).map((line) => line.split(',')[0])).toEqual([
      String(number),
      String((await orderRow(first))?.orderNumber),
    ])
  })

  it('names the bad filter, and refuses pages past what it counts', async () => {
    const bad = await staff.get('/api/staff/orders?status=lost&sort=colour')
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['status', 'sort']))
    const far = await staff.get('/api/staff/orders?page=500&pageSize=100')
    expect(far.status).toBe(400)
  })

  it('is for staff only', async () => {
    expect((await shop.app.request('/api/staff/orders')).status).toBe(401)
    const customer = await signedInAs(shop, 'user')
    expect((await customer.get('/api/staff/orders')).status).toBe(403)
  })
})

describe('an order whole', () => {
  it('shows its scrolls, history with who moved it, payment, and a retry from the failed step', async () => {
    const id = await placePaidOrder(shop, cursedRequest())
    await completedOrder(shop, id)
    await shop.services.db
      .update(orders)
      .set({
        status: 'failed',
        failedStep: 'receipt',
        failureReason: 'receipt failed: the mail server said no',
      })
      .where(eq(orders.id, id))
    expect((await queue('failedStep=receipt&pageSize=100')).orders.map((order) => order.id)).toContain(id)

    const retried = await staff.post(`/api/staff/orders/${id}/retry`)
    expect(retried.status).toBe(200)
    expect(await retried.json()).toEqual({ status: 'sent' })
    expect((await staff.post(`/api/staff/orders/${id}/retry`)).status).toBe(409)
    await completedOrder(shop, id)

    const detail = (await (await staff.get(`/api/staff/orders/${id}`)).json()) as {
      order: { status: string; product: string }
      deliveries: Array<{ revision: number; pdfFileKey: string | null }>
      history: Array<{ toStatus: string; actor: string; staffName: string | null; note: string | null }>
      payment: { amountCents: number } | null
    }
    expect(detail.order).toMatchObject({ status: 'completed', product: 'Cursed Scroll' })
    expect(detail.deliveries).toHaveLength(1)
    expect(detail.payment?.amountCents).toBeGreaterThan(0)
    expect(detail.history[0]).toMatchObject({ toStatus: 'pending_payment', actor: 'customer' })
    expect(detail.history).toContainEqual(
      expect.objectContaining({
        toStatus: 'sent',
        actor: 'staff',
        staffName: 'Sir Testalot',
        note: 'retried from the receipt step',
      }),
    )
    expect(
      await shop.services.db
        .select()
        .from(staffActions)
        .where(and(eq(staffActions.subjectId, id), eq(staffActions.action, 'retry'))),
    ).toHaveLength(1)
    expect((await staff.get(`/api/staff/orders/${crypto.randomUUID()}`)).status).toBe(404)
  })

  it('retries every order failed at one step in one click', async () => {
    const ids = [await placePaidOrder(shop, cursedRequest()), await placePaidOrder(shop, cursedRequest())]
    for (const id of ids) await completedOrder(shop, id)
    for (const id of ids) {
      await shop.services.db
        .update(orders)
        .set({ status: 'failed', failedStep: 'complete', failureReason: 'complete failed: a hiccup' })
        .where(eq(orders.id, id))
    }
    const response = await staff.post('/api/staff/orders/retry-failed', { step: 'complete' })
    expect(await response.json()).toEqual({ started: 2 })
    for (const id of ids) await completedOrder(shop, id)
    expect((await staff.post('/api/staff/orders/retry-failed', { step: 'sideways' })).status).toBe(400)
  })
})

describe('scroll revisions', () => {
  it('previews a text as a PDF, then sends the new revision once per click', async () => {
    const id = await placePaidOrder(shop, cursedRequest({ recipientEmail: 'revised@example.test' }))
    await completedOrder(shop, id)
    const [delivery] = await shop.services.db
      .select()
      .from(scrollDeliveries)
      .where(eq(scrollDeliveries.orderId, id))
    if (!delivery?.scroll) throw new Error('no scroll')
    const { pages: _pages, ...text } = delivery.scroll
    const scroll = { ...text, title: 'A Corrected Proclamation' }
    const base = `/api/staff/orders/${id}/scrolls/${delivery.id}`

    const preview = await staff.post(`${base}/preview`, { scroll })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await preview.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const stored = await staff.get(`${base}/pdf`)
    expect(stored.status).toBe(200)
    expect(stored.headers.get('content-disposition')).toMatch(/^attachment;/)

    const blank = await staff.post(`${base}/revisions`, {
      expectedRevision: 1,
      scroll: { ...scroll, title: ' ' },
    })
    expect(blank.status).toBe(400)
    expect(
      ((await blank.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty('scroll.title')

    const [once, twice] = await Promise.all([
      staff.post(`${base}/revisions`, { expectedRevision: 1, scroll }),
      staff.post(`${base}/revisions`, { expectedRevision: 1, scroll }),
    ])
    expect([once.status, twice.status].sort()).toEqual([201, 409])
    const sent = await eventually(async () => {
      const rows = await shop.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'revised@example.test'))
      return rows.length === 2 ? rows : undefined
    }, 30_000)
    expect(sent.map((row) => row.messageId)).toContain(`<scroll-${delivery.id}-r2@scrollsoffury.shop>`)
  })
})

describe('refunds', () => {
  const paidPartnerOrder = async (slug: string) => {
    const id = await placePaidOrder(shop, classicRequest({ partnerRef: slug }))
    await completedOrder(shop, id)
    return id
  }

  it('refunds once, voids a pending commission, leaves the metrics and tells the customer', async () => {
    const partner = await createPartner(shop.services.db)
    const id = await paidPartnerOrder(partner.slug)
    const order = await orderRow(id)
    if (!order?.paidAt) throw new Error('not paid')
    const metrics = async () =>
      (await shop.services.db.select().from(dailyMetrics)).reduce(
        (sum, row) => sum + row.totalRevenueCents,
        0,
      )
    const totals = async () =>
      (await shop.services.db.select().from(partnerTotals).where(eq(partnerTotals.partnerId, partner.id)))[0]
    const revenueBefore = await metrics()
    expect(await totals()).toMatchObject({ orders: 1, commissions: 1 })

    expect((await staff.post(`/api/staff/orders/${id}/refund`)).status).toBe(403)
    const [first, second] = await Promise.all([
      admin.post(`/api/staff/orders/${id}/refund`),
      admin.post(`/api/staff/orders/${id}/refund`),
    ])
    const answers = [
      (await first.json()) as { refunded: boolean },
      (await second.json()) as { refunded: boolean },
    ]
    expect(answers.map((answer) => answer.refunded).sort()).toEqual([false, true])
    expect(await orderRow(id)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' })
    expect(await metrics()).toBe(revenueBefore - order.totalPriceCents)
    expect(await totals()).toMatchObject({ orders: 0, revenueCents: 0, commissions: 0, commissionCents: 0 })
    const [commission] = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, id))
    expect(commission).toMatchObject({ status: 'voided' })
    const letter = await eventually(async () => {
      const [row] = await shop.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.messageId, `<order-refund-${id}@scrollsoffury.shop>`))
      return row
    })
    expect(letter.subject).toBe(`Thy order #${orderReference(id)} is refunded`)
    expect(letter.to).toBe(order.customerEmail)
    expect((await admin.post(`/api/staff/orders/${id}/retry`)).status).toBe(409)
  })

  it('claws back a commission already paid out with a negative entry', async () => {
    const partner = await createPartner(shop.services.db)
    const id = await paidPartnerOrder(partner.slug)
    await shop.services.db
      .update(partnerPayouts)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(partnerPayouts.orderId, id))
    expect((await admin.post(`/api/staff/orders/${id}/refund`)).status).toBe(200)
    const entries = await shop.services.db.select().from(partnerPayouts).where(eq(partnerPayouts.orderId, id))
    const paid = entries.find((entry) => entry.kind === 'commission')
    expect(entries.find((entry) => entry.kind === 'clawback')).toMatchObject({
      status: 'pending',
      commissionCents: -(paid?.commissionCents ?? 0),
    })
  })

  it('refuses an unpaid order', async () => {
    const response = await shop.post('/api/payments', cursedRequest())
    const { orderId } = (await response.json()) as { orderId: string }
    const refused = await admin.post(`/api/staff/orders/${orderId}/refund`)
    expect(refused.status).toBe(409)
  })
})
