import { eq, inArray, sql } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleRequest, cursedRequest } from '@/domain/order-request.fixtures'
import { doNotSend, orders, recipientScrolls, scrollDeliveries, sentEmails } from '@/server/db/schema'
import { configuredOrigin } from '@/server/http/public-origin'
import { mailBucket, rawMessageKey } from '@/server/mail/recorded-mailer'
import { recipientHash } from '@/server/recipients/recipient-hash'
import { optOutToken } from '@/server/recipients/recipient-tokens'
import { completedOrder, createPayment, payLocally, placePaidOrder } from './support/orders'
import { type Browser, signedInAs } from './support/staff'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop
let staff: Browser
let origin = ''

beforeAll(async () => {
  shop = await startTestShop({
    RECIPIENT_WEEKLY_LIMIT: '3',
    ORDER_RATE_LIMIT_PER_MINUTE: '1000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  })
  staff = await signedInAs(shop, 'staff')
  origin = configuredOrigin(shop.config)
})
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
afterAll(() => shop.stop())

/** The scroll's message as the mail log kept it, parsed as a mail client reads it. */
async function keptScrollMessage(orderId: string) {
  const [delivery] = await shop.services.db
    .select()
    .from(scrollDeliveries)
    .where(eq(scrollDeliveries.orderId, orderId))
  if (!delivery) throw new Error('no delivery')
  const raw = Buffer.from(await shop.services.storage.get(mailBucket, rawMessageKey(delivery.messageId)))
  const mail = await simpleParser(raw)
  // a long header is folded onto several lines, which a reader joins again
  const header = (key: string) =>
    mail.headerLines
      .find((line) => line.key === key)
      ?.line.replace(/\r?\n\s+/g, ' ')
      .replace(/^[^:]+:\s*/, '')
  return { mail, header }
}

/** A one-click POST as a mail provider sends it: form-encoded, no cookie, no session. */
const oneClick = (url: string, body = 'List-Unsubscribe=One-Click') =>
  shop.app.request(new URL(url).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })

const optOutDirectly = (address: string) =>
  oneClick(
    `${origin}/api/recipients/opt-out/${optOutToken(shop.services.recipientKeys, recipientHash(shop.services.recipientKeys, address))}`,
  )

const orderCount = async () =>
  (await shop.services.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n ?? 0

describe('a recipient who never asked for a scroll', () => {
  let deliveredOrderId = ''
  let reportUrl = ''

  it('gets List-Unsubscribe with one-click, and "no more" and "report" links at the foot', async () => {
    deliveredOrderId = await placePaidOrder(shop, cursedRequest({ recipientEmail: 'reginald@example.test' }))
    await completedOrder(shop, deliveredOrderId)
    const { mail, header } = await keptScrollMessage(deliveredOrderId)
    const unsubscribe = header('list-unsubscribe') ?? ''
    expect(unsubscribe).toMatch(
      new RegExp(
        `^<${escaped(origin)}/api/recipients/opt-out/[\\w-]+\\.[\\w-]+>, <mailto:council@scrollsoffury\\.shop\\?subject=Never%20send%20me%20another%20scroll%20[\\w-]+\\.[\\w-]+>$`,
      ),
    )
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain(`Never send me another scroll: ${origin}/never-again/`)
    expect(mail.text).toContain(`The Scribes' Code: ${origin}/scribes-code`)
    reportUrl = /Report this scroll: (\S+)/.exec(mail.text ?? '')?.[1] ?? ''
    expect(reportUrl).toMatch(new RegExp(`^${escaped(origin)}/report/[\\w-]+\\.[\\w-]+$`))
    // the links carry tokens, never the address
    expect(unsubscribe.toLowerCase()).not.toContain('reginald')
    expect(reportUrl.toLowerCase()).not.toContain('reginald')
  })

  it('says "no more" with one click, no cookie needed, and checkout then refuses them before payment', async () => {
    const { header } = await keptScrollMessage(deliveredOrderId)
    const url = /^<([^>]+)>/.exec(header('list-unsubscribe') ?? '')?.[1] ?? ''
    const response = await oneClick(url)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ optedOut: true })
    // asked again, and with the page's empty body: still done, once
    expect((await oneClick(url, '')).status).toBe(200)
    const hash = recipientHash(shop.services.recipientKeys, 'reginald@example.test')
    const rows = await shop.services.db.select().from(doNotSend).where(eq(doNotSend.addressHash, hash))
    expect(rows.map((row) => row.via)).toEqual(['one-click'])

    const before = await orderCount()
    // written another way, it is the same mailbox
    const refused = await shop.post(
      '/api/payments',
      cursedRequest({ recipientEmail: ' Reginald+2@Example.test ' }),
    )
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      error: {
        code: 'recipient_refused',
        message: 'This recipient has asked to receive no more scrolls.',
        fields: { recipientEmail: 'This recipient has asked to receive no more scrolls.' },
      },
    })
    expect(
      (await shop.post('/api/orders', cursedRequest({ recipientEmail: 'reginald@example.test' }))).status,
    ).toBe(422)
    expect(await orderCount()).toBe(before)
  })

  it('refuses a link the shop did not sign', async () => {
    const response = await oneClick(`${origin}/api/recipients/opt-out/not-a-token`)
    expect(response.status).toBe(404)
    const forged = optOutToken(shop.services.recipientKeys, 'A'.repeat(43)).replace(/.$/, '_')
    expect((await oneClick(`${origin}/api/recipients/opt-out/${forged}`)).status).toBe(404)
  })

  it('reports the scroll: staff see the note on the order and a count on the dashboard until resolved', async () => {
    const attention = async () =>
      ((await (await staff.get('/api/staff/needs-attention')).json()) as { openReports: number }).openReports
    const openBefore = await attention()
    const token = new URL(reportUrl).pathname.split('/').pop()
    const response = await shop.post(`/api/recipients/report/${token}`, { note: 'This went\ntoo far.' })
    expect(response.status, await response.clone().text()).toBe(201)
    expect(await attention()).toBe(openBefore + 1)

    type Detail = {
      reports: Array<{ id: string; note: string; createdAt: string }>
      history: Array<{ note: string }>
    }
    const detail = async () =>
      (await (await staff.get(`/api/staff/orders/${deliveredOrderId}`)).json()) as Detail
    const { reports, history } = await detail()
    expect(reports).toEqual([
      {
        id: expect.any(String),
        deliveryId: expect.any(String),
        note: 'This went\ntoo far.',
        createdAt: expect.any(String),
      },
    ])
    expect(history.map((event) => event.note)).toContain('reported by its recipient: This went\ntoo far.')
    const queue = (await (await staff.get('/api/staff/orders?reported=true')).json()) as {
      orders: Array<{ id: string }>
    }
    expect(queue.orders.map((order) => order.id)).toContain(deliveredOrderId)

    const report = reports[0]?.id
    const resolve = () => staff.post(`/api/staff/orders/${deliveredOrderId}/reports/${report}/resolve`)
    expect(await (await resolve()).json()).toEqual({ resolved: true })
    expect(await (await resolve()).json()).toEqual({ resolved: false })
    expect((await detail()).reports).toEqual([])
    expect(await attention()).toBe(openBefore)
  })

  it('refuses a report with a control character in its note, naming the field', async () => {
    const { mail } = await keptScrollMessage(deliveredOrderId)
    const token = /Report this scroll: \S+\/report\/(\S+)/.exec(mail.text ?? '')?.[1]
    const response = await shop.post(`/api/recipients/report/${token}`, { note: 'bell\u0007' })
    expect(response.status).toBe(400)
    expect(
      ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty('note')
  })
})

describe('the weekly limit per recipient', () => {
  const to = (recipientEmail: string) => cursedRequest({ recipientEmail })

  it('refuses a fourth scroll in seven days; checkouts abandoned for an hour no longer count', async () => {
    const placed = []
    for (let i = 0; i < 3; i += 1) placed.push((await createPayment(shop, to('busy@example.test'))).orderId)
    const refused = await shop.post('/api/payments', to('busy@example.test'))
    expect(refused.status).toBe(422)
    const body = (await refused.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(body.error.code).toBe('recipient_refused')
    expect(Object.keys(body.error.fields)).toEqual(['recipientEmail'])

    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await shop.services.db.update(orders).set({ createdAt: twoHoursAgo }).where(inArray(orders.id, placed))
    await createPayment(shop, to('busy@example.test'))
  })

  it('counts paid scrolls for the whole week, from every customer, and not after it', async () => {
    const paid = []
    for (let i = 0; i < 3; i += 1) {
      paid.push(
        await placePaidOrder(shop, { ...to('popular@example.test'), customerEmail: `c${i}@example.test` }),
      )
    }
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000)
    await shop.services.db.update(orders).set({ createdAt: sixDaysAgo }).where(inArray(orders.id, paid))
    await shop.services.db
      .update(recipientScrolls)
      .set({ createdAt: sixDaysAgo })
      .where(inArray(recipientScrolls.orderId, paid))
    expect((await shop.post('/api/payments', to('popular@example.test'))).status).toBe(422)

    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000)
    await shop.services.db
      .update(recipientScrolls)
      .set({ createdAt: eightDaysAgo })
      .where(inArray(recipientScrolls.orderId, paid))
    await createPayment(shop, to('popular@example.test'))
  })
})

describe('a bundle', () => {
  it('with one refused target is refused before payment, naming that target alone', async () => {
    expect((await optOutDirectly('hermit@example.test')).status).toBe(200)
    const before = await orderCount()
    const response = await shop.post(
      '/api/payments',
      bundleRequest({
        bundleId: 'starter',
        targets: [
          { name: 'Brother Loudsnore', email: 'snore@example.test', scrollType: 'light-rant' },
          { name: 'The Hermit', email: 'Hermit@Example.test', scrollType: 'light-rant' },
        ],
      }),
    )
    expect(response.status).toBe(422)
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(body.error).toMatchObject({
      code: 'recipient_refused',
      fields: { 'targets.1.email': 'This recipient has asked to receive no more scrolls.' },
    })
    expect(Object.keys(body.error.fields)).toEqual(['targets.1.email'])
    expect(await orderCount()).toBe(before)
  })
})

describe('an order paid for a recipient who said "no more" meanwhile', () => {
  it('sends them nothing: a single scroll is refunded in full and its customer told, naming no one', async () => {
    const checkout = await createPayment(shop, cursedRequest({ recipientEmail: 'lateno@example.test' }))
    await optOutDirectly('lateno@example.test')
    expect((await payLocally(shop, checkout)).success).toBe(true)
    const order = await eventually(async () => {
      const [row] = await shop.services.db.select().from(orders).where(eq(orders.id, checkout.orderId))
      return row?.status === 'refunded' ? row : undefined
    }, 30_000)
    expect(order.paymentStatus).toBe('refunded')
    const letter = await eventually(async () => {
      const [row] = await shop.services.db
        .select()
        .from(sentEmails)
        .where(eq(sentEmails.messageId, `<order-refund-${checkout.orderId}@scrollsoffury.shop>`))
      return row
    })
    const raw = Buffer.from(await shop.services.storage.get(mailBucket, letter.rawKey))
    const text = (await simpleParser(raw)).text ?? ''
    expect(text).toContain('recipient asked the Scriptorium to send them no more scrolls')
    expect(text).not.toContain('lateno')
    const mailed = await shop.services.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.to, 'lateno@example.test'))
    expect(mailed).toEqual([])
  })

  it('holds a bundle for staff, sending none of its scrolls', async () => {
    const checkout = await createPayment(
      shop,
      bundleRequest({
        bundleId: 'starter',
        targets: [
          { name: 'Brother Loudsnore', email: 'snore2@example.test', scrollType: 'light-rant' },
          { name: 'The Recluse', email: 'recluse@example.test', scrollType: 'light-rant' },
        ],
      }),
    )
    await optOutDirectly('recluse@example.test')
    expect((await payLocally(shop, checkout)).success).toBe(true)
    const order = await eventually(async () => {
      const [row] = await shop.services.db.select().from(orders).where(eq(orders.id, checkout.orderId))
      return row && ['held', 'failed'].includes(row.status) ? row : undefined
    }, 30_000)
    expect(`${order.reviewReason} ${order.failureReason}`).toContain(
      'scroll 2: its recipient has asked to receive no more scrolls',
    )
    const mailed = await shop.services.db
      .select()
      .from(sentEmails)
      .where(inArray(sentEmails.to, ['snore2@example.test', 'recluse@example.test']))
    expect(mailed).toEqual([])
  })
})
