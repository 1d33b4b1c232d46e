import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderReference } from '@/domain/order-reference'
import { bundleRequest, classicRequest, cursedRequest } from '@/domain/order-request.fixtures'
import {
  dailyMetrics,
  orders,
  outboxMessages,
  partnerPayouts,
  partnerTotals,
  paymentSessions,
  scrollDeliveries,
  staffActions,
  users,
} from '@/server/db/schema'
import { createPartner } from './support/factories'
import { completedOrder, createPayment, placePaidOrder } from './support/orders'
import { type Browser, signedInAs } from './support/staff'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

/** The back office's orders: the queue, an order whole, retries, scroll revisions and refunds, whole or in part. */
let shop: TestShop
let staff: Browser
let admin: Browser & { email: string }

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

  it('finds an order by the name of its customer, its recipient or any of its targets, as staff type it', async () => {
    // each surname ends in a word of this run alone, so other tests' orders never match
    const run = Date.now().toString(36)
    const single = await createPayment(
      shop,
      cursedRequest({
        customerName: `Mary Jane Wexcombe${run}`,
        recipientName: `Osric Thornvale${run}`,
        targetName: `Baron Grimsditch${run}`,
      }),
    )
    const bundle = await createPayment(
      shop,
      bundleRequest({
        yourName: `Dame Ysolde O'Brannagh-Kettle${run}`,
        targets: [
          { name: `Brother Loudsnore${run}`, scrollType: 'light-rant', reason: 'Snores through vespers.' },
          {
            name: `Sister Crumbwell${run}`,
            scrollType: 'light-rant',
            reason: 'Leaves crumbs in the hymnals.',
          },
          { name: `Cousin Mumbleby${run}`, scrollType: 'light-rant', reason: 'Mumbles the responses.' },
        ],
      }),
    )
    const found = async (search: string) => {
      const page = await queue(`search=${encodeURIComponent(search)}`)
      expect(page.total, search).toBe(page.orders.length)
      return page.orders.map((order) => order.id)
    }
    const cut = (word: string) => word.slice(0, -3)

    // the customer: a surname alone, any case, the start of it, first names with it, a middle name left out
    expect(await found(`wexcombe${run}`)).toEqual([single.orderId])
    expect(await found(`WEXCOMBE${run.toUpperCase()}`)).toEqual([single.orderId])
    expect(await found(`Mary Jane Wexcombe${cut(run)}`)).toEqual([single.orderId])
    expect(await found(`mary wexcombe${run}`)).toEqual([single.orderId])
    expect(await found(`jane wexc`)).toContain(single.orderId)
    // the recipient and the target of a single scroll
    expect(await found(`Osric Thornvale${run}`)).toEqual([single.orderId])
    expect(await found(`grimsditch${cut(run)}`)).toEqual([single.orderId])
    // a bundle: its customer, whatever the punctuation, and each of its targets, the second and the last
    expect(await found(`o'brannagh-kettle${run}`)).toEqual([bundle.orderId])
    expect(await found(`kettle${run}`)).toEqual([bundle.orderId])
    expect(await found(`sister crumbwell${run}`)).toEqual([bundle.orderId])
    expect(await found(`MUMBLEBY${cut(run).toUpperCase()}`)).toEqual([bundle.orderId])
    expect(await found(`cousin mum`)).toContain(bundle.orderId)

    // never words of two people, words out of order, the middle of a word, or nothing like a name
    expect(await found(`mary thornvale${run}`)).toEqual([])
    expect(await found(`loudsnore${run} sister`)).toEqual([])
    expect(await found(`wexcombe${run} mary`)).toEqual([])
    expect(await found(`combe${run}`)).toEqual([])
    expect(await found(`thornvale${run}x`)).toEqual([])
    expect(await found('-- ?')).toEqual([])
    // an email, an order number and a reference are still looked up as they are
    expect(await found('grumbles@example.com')).toContain(single.orderId)
    const number = (await orderRow(single.orderId))?.orderNumber
    expect(await found(`#${number}`)).toEqual([single.orderId])
    expect(await found(orderReference(bundle.orderId))).toEqual([bundle.orderId])
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
  const revenue = async () =>
    (await shop.services.db.select().from(dailyMetrics)).reduce((sum, row) => sum + row.totalRevenueCents, 0)
  const ordersCounted = async () =>
    (await shop.services.db.select().from(dailyMetrics)).reduce((sum, row) => sum + row.totalOrders, 0)
  const sessionRefunded = async (id: string) =>
    (await shop.services.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, id)))[0]
      ?.refundedCents
  // a refund as the dialog asks for it: the amount, the reason, and what the order showed refunded before
  const refund = (
    id: string,
    amountCents: unknown,
    reason: unknown = 'The raven was late by two days.',
    expectedRefundedCents = 0,
  ) => admin.post(`/api/staff/orders/${id}/refund`, { amountCents, reason, expectedRefundedCents })
  const letterWith = (messageId: string) =>
    eventually(async () => {
      const [row] = await shop.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.messageId, `<${messageId}@scrollsoffury.shop>`))
      return row
    })
  type Detail = {
    order: { refundedCents: number; status: string }
    history: Array<{ toStatus: string; staffName: string | null; note: string | null }>
  }

  it('refunds in full once, voids a pending commission, leaves the metrics and tells the customer', async () => {
    const partner = await createPartner(shop.services.db)
    const id = await paidPartnerOrder(partner.slug)
    const order = await orderRow(id)
    if (!order?.paidAt) throw new Error('not paid')
    const totals = async () =>
      (await shop.services.db.select().from(partnerTotals).where(eq(partnerTotals.partnerId, partner.id)))[0]
    const revenueBefore = await revenue()
    const countedBefore = await ordersCounted()
    expect(await totals()).toMatchObject({ orders: 1, commissions: 1 })

    const [first, second] = await Promise.all([
      refund(id, order.totalPriceCents, 'Paid twice by mistake'),
      refund(id, order.totalPriceCents, 'Paid twice by mistake'),
    ])
    const answers = [
      (await first.json()) as { refunded: boolean },
      (await second.json()) as { refunded: boolean },
    ]
    expect(answers.map((answer) => answer.refunded).sort()).toEqual([false, true])
    expect(answers).toContainEqual({
      refunded: true,
      status: 'refunded',
      refundedCents: order.totalPriceCents,
    })
    expect(await orderRow(id)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      refundedCents: order.totalPriceCents,
    })
    expect(await sessionRefunded(id)).toBe(order.totalPriceCents)
    expect(await revenue()).toBe(revenueBefore - order.totalPriceCents)
    expect(await ordersCounted()).toBe(countedBefore - 1)
    expect(await totals()).toMatchObject({ orders: 0, revenueCents: 0, commissions: 0, commissionCents: 0 })
    const [commission] = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, id))
    expect(commission).toMatchObject({ status: 'voided' })
    const letter = await letterWith(`order-refund-${id}`)
    expect(letter.subject).toBe(`Thy order #${orderReference(id)} is refunded`)
    expect(letter.to).toBe(order.customerEmail)
    expect(letter.text).toContain('The scribes’ reason: “Paid twice by mistake”')
    expect((await admin.post(`/api/staff/orders/${id}/retry`)).status).toBe(409)
    // refunded whole, a later click refunds nothing more
    expect(await (await refund(id, 100)).json()).toMatchObject({ refunded: false, status: 'refunded' })
  })

  it('refunds part, keeping the order as it is and its commission, then the rest', async () => {
    const partner = await createPartner(shop.services.db)
    const id = await paidPartnerOrder(partner.slug)
    const order = await orderRow(id)
    if (!order) throw new Error('no order')
    const total = order.totalPriceCents
    const revenueBefore = await revenue()
    const countedBefore = await ordersCounted()

    const part = await refund(id, 500)
    expect(part.status).toBe(200)
    expect(await part.json()).toEqual({ refunded: true, status: 'completed', refundedCents: 500 })
    expect(await orderRow(id)).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      refundedCents: 500,
    })
    expect(await sessionRefunded(id)).toBe(500)
    expect(await revenue()).toBe(revenueBefore - 500)
    expect(await ordersCounted()).toBe(countedBefore)
    const [commission] = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, id))
    expect(commission).toMatchObject({ status: 'pending', voidedAt: null })

    const [{ name: adminName } = { name: '' }] = await shop.services.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, admin.email))
    const detail = (await (await staff.get(`/api/staff/orders/${id}`)).json()) as Detail
    expect(detail.order).toMatchObject({ refundedCents: 500, status: 'completed' })
    expect(detail.history.at(-1)).toMatchObject({
      toStatus: 'completed',
      staffName: adminName,
      note: `refunded $5.00 of $${(total / 100).toFixed(2)}. Reason: The raven was late by two days.`,
    })
    const [action] = await shop.services.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subjectId, id), eq(staffActions.action, 'refund')))
    expect(action?.detail).toMatchObject({
      cents: 500,
      refundedCents: 500,
      reason: 'The raven was late by two days.',
    })
    const letter = await letterWith(`order-refund-${id}-500`)
    expect(letter.subject).toBe(`Part of thy order #${orderReference(id)} is refunded`)
    expect(letter.text).toContain(`refunded $5.00 of the $${(total / 100).toFixed(2)} thou didst pay`)
    expect(letter.text).toContain('The scribes’ reason: “The raven was late by two days.”')

    const rest = await refund(id, total - 500, 'The scroll never reached them after all.', 500)
    expect(await rest.json()).toEqual({ refunded: true, status: 'refunded', refundedCents: total })
    expect(await orderRow(id)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      refundedCents: total,
    })
    expect(await sessionRefunded(id)).toBe(total)
    expect(await revenue()).toBe(revenueBefore - total)
    expect(await ordersCounted()).toBe(countedBefore - 1)
    const [voided] = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, id))
    expect(voided).toMatchObject({ status: 'voided' })
    const last = await letterWith(`order-refund-${id}-${total}`)
    expect(last.subject).toBe(`Thy order #${orderReference(id)} is refunded`)
    expect(last.text).toContain('The scribes have refunded the rest of thy')
  })

  it('refuses an amount the payment cannot give, naming the field, and a refund with no reason', async () => {
    const id = await placePaidOrder(shop, cursedRequest())
    await completedOrder(shop, id)
    const total = (await orderRow(id))?.totalPriceCents ?? 0
    expect((await refund(id, 700)).status).toBe(200)
    for (const amountCents of [total - 700 + 1, 0, -5, 12.5]) {
      const refused = await refund(id, amountCents, undefined, 700)
      expect(refused.status, String(amountCents)).toBe(422)
      const body = (await refused.json()) as { error: { fields: Record<string, string> } }
      expect(Object.keys(body.error.fields)).toEqual(['amountCents'])
    }
    const tooMuch = (await (await refund(id, total, undefined, 700)).json()) as {
      error: { fields: { amountCents: string } }
    }
    expect(tooMuch.error.fields.amountCents).toBe(
      `$7.00 is refunded already: at most $${((total - 700) / 100).toFixed(2)} is left to refund.`,
    )
    for (const reason of [undefined, '', '   ']) {
      const unexplained = await admin.post(`/api/staff/orders/${id}/refund`, {
        amountCents: 100,
        expectedRefundedCents: 700,
        ...(reason === undefined ? {} : { reason }),
      })
      expect(unexplained.status).toBe(400)
      const body = (await unexplained.json()) as { error: { fields: Record<string, string> } }
      expect(body.error.fields).toHaveProperty('reason')
    }
    expect((await refund(id, '1.00', undefined, 700)).status).toBe(400)
    // nothing of those moved any money
    expect(await orderRow(id)).toMatchObject({ status: 'completed', refundedCents: 700 })
    expect(await sessionRefunded(id)).toBe(700)
  })

  it('is for admins: staff may not refund', async () => {
    const id = await placePaidOrder(shop, cursedRequest())
    const refused = await staff.post(`/api/staff/orders/${id}/refund`, {
      amountCents: 100,
      reason: 'Mine to give',
    })
    expect(refused.status).toBe(403)
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 })
    expect(
      (await shop.post(`/api/staff/orders/${id}/refund`, { amountCents: 100, reason: 'x' })).status,
    ).toBe(401)
  })

  it('refunds a part once however often it is clicked, and never two parts begun from the same point', async () => {
    const id = await placePaidOrder(shop, cursedRequest())
    await completedOrder(shop, id)
    const twice = await Promise.all([refund(id, 300), refund(id, 300), refund(id, 300)])
    const answers = (await Promise.all(twice.map((response) => response.json()))) as Array<{
      refunded: boolean
    }>
    expect(answers.filter((answer) => answer.refunded)).toHaveLength(1)
    expect(await orderRow(id)).toMatchObject({ refundedCents: 300 })
    expect(await sessionRefunded(id)).toBe(300)
    // a click from a page that still showed nothing refunded, arriving after the others
    expect(await (await refund(id, 300)).json()).toEqual({
      refunded: false,
      status: 'completed',
      refundedCents: 300,
    })
    expect(await sessionRefunded(id)).toBe(300)

    // two different refunds from $3.00: one is made, the other refused or found beaten, never both
    const [a, b] = await Promise.all([refund(id, 200, undefined, 300), refund(id, 400, undefined, 300)])
    const made = [a, b].filter((response) => response.status === 200)
    const bodies = (await Promise.all(made.map((response) => response.json()))) as Array<{
      refunded: boolean
    }>
    expect(bodies.filter((body) => body.refunded)).toHaveLength(1)
    const refunded = (await orderRow(id))?.refundedCents
    expect([500, 700]).toContain(refunded)
    expect(await sessionRefunded(id)).toBe(refunded)
  })

  it('claws back a commission already paid out with a negative entry', async () => {
    const partner = await createPartner(shop.services.db)
    const id = await paidPartnerOrder(partner.slug)
    await shop.services.db
      .update(partnerPayouts)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(partnerPayouts.orderId, id))
    expect((await refund(id, (await orderRow(id))?.totalPriceCents)).status).toBe(200)
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
    const refused = await refund(orderId, 100)
    expect(refused.status).toBe(409)
  })
})
