/**
 * What anyone holding an order's id (or a checkout's, or a quote's link) reads without the customer's
 * session: only what the confirmation pages show (ASVS 5.0 V8.2). No email, address, phone, grievance or
 * code of the customer's, no internal id beyond the order's own, and no sequential order number anywhere
 * in a public answer or a URL a customer is sent to.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest, loveRequest } from '@/domain/order-request.fixtures'
import { commissionQuotes, commissionRequests, type Order, orders } from '@/server/db/schema'
import { createPartner } from './support/factories'
import { createPayment, sessionIdOf } from './support/orders'
import { signedInAs } from './support/staff'
import { startTestShop, type TestShop } from './support/test-shop'

let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ ORDER_RATE_LIMIT_PER_MINUTE: '1000', FORM_RATE_LIMIT_PER_MINUTE: '1000' })
})
afterAll(() => shop.stop())

const secrets = {
  customerEmail: 'hidden.customer@example.test',
  recipientEmail: 'hidden.recipient@example.test',
  recipientName: 'Hidden Recipient Name',
  grievance: 'A grievance only staff may read',
  specificRequests: 'Requests only staff may read',
  generationalContext: 'Context only staff may read',
}

/** Exactly what the confirmation, payment and test checkout pages show of an order. */
const shownKeys = [
  'anonymousDelivery',
  'bundleId',
  'createdAt',
  'currency',
  'customerName',
  'id',
  'isTest',
  'kind',
  'lines',
  'paidAt',
  'paymentStatus',
  'reference',
  'scrollType',
  'status',
  'targetName',
  'totalCents',
  'underReview',
]

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/** Every key and every string or number anywhere in a JSON value. */
function walk(value: unknown, found = { keys: [] as string[], leaves: [] as string[] }) {
  if (Array.isArray(value)) for (const item of value) walk(item, found)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.keys.push(key)
      walk(item, found)
    }
  } else if (value !== null && value !== undefined) found.leaves.push(String(value))
  return found
}

/** A public answer holds nothing of the order beyond what its pages show. */
function expectOnlyShown(json: unknown, order: Order) {
  const text = JSON.stringify(json)
  for (const secret of Object.values(secrets)) expect(text).not.toContain(secret)
  const { keys, leaves } = walk(json)
  expect(
    keys.filter((key) => /number|serial|email|phone|address|^ip$|clientIp|partner|discountCode/i.test(key)),
  ).toEqual([])
  // the order number, whether as a number or inside a text ("No. 1001")
  expect(leaves.filter((leaf) => new RegExp(`(^|\\D)${order.orderNumber}(\\D|$)`).test(leaf))).toEqual([])
  // the only UUID a stranger learns is the order's own, which they already held
  const uuids = leaves.flatMap((leaf) => leaf.match(uuidPattern) ?? []).map((id) => id.toLowerCase())
  expect(uuids.filter((id) => id !== order.id)).toEqual([])
}

const orderOf = async (id: string) => {
  const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, id))
  if (!order) throw new Error(`no order ${id}`)
  return order
}

describe('reading an order by its id without its session', () => {
  let order: Order
  let sessionId: string
  let checkoutUrl: string

  beforeAll(async () => {
    // a few orders first, so the order number is not the first one a stranger would guess
    for (let i = 0; i < 3; i += 1) await createPayment(shop, classicRequest())
    await createPartner(shop.services.db, { slug: 'hidden-partner', discountCode: 'HIDDEN10' })
    const checkout = await createPayment(
      shop,
      classicRequest({ ...secrets, partnerRef: 'hidden-partner', discountCode: 'hidden10' }),
    )
    order = await orderOf(checkout.orderId)
    expect(order.partnerRef).toBe('hidden-partner')
    sessionId = sessionIdOf(checkout)
    checkoutUrl = checkout.url
  })

  it('GET /api/orders/:id answers only what the confirmation page shows', async () => {
    const response = await shop.app.request(`/api/orders/${order.id}`)
    expect(response.status).toBe(200)
    const json = await response.json()
    expect(Object.keys(json).sort()).toEqual(shownKeys)
    expect(json.reference).toBe(order.id.slice(0, 8).toUpperCase())
    expectOnlyShown(json, order)
  })

  it('verify-payment with a session of another order answers no more than that', async () => {
    const other = await createPayment(shop, classicRequest())
    const response = await shop.post('/api/verify-payment', {
      session_id: sessionIdOf(other),
      order_id: order.id,
    })
    const json = await response.json()
    expect(json.success).toBe(false)
    expect(Object.keys(json.order).sort()).toEqual(shownKeys)
    expectOnlyShown(json, order)
  })

  it('verify-payment with its own session, once paid, answers no more than that', async () => {
    expect((await shop.post(`/api/test-checkout/${sessionId}/pay`, {})).status).toBe(200)
    const response = await shop.post('/api/verify-payment', { session_id: sessionId, order_id: order.id })
    const json = await response.json()
    expect(json.success).toBe(true)
    expect(Object.keys(json.order).sort()).toEqual(shownKeys)
    expectOnlyShown(json, await orderOf(order.id))
  })

  it('the test checkout page answers the order as shown and its own session, nothing else', async () => {
    const response = await shop.app.request(`/api/test-checkout/${sessionId}`)
    expect(response.status).toBe(200)
    const json = await response.json()
    expect(Object.keys(json.order).sort()).toEqual(shownKeys)
    expect(Object.keys(json.session).sort()).toEqual([
      'amountCents',
      'cancelUrl',
      'earlyBirdHold',
      'expiresAt',
      'id',
      'status',
    ])
    expectOnlyShown(json, order)
  })

  it('the URLs a customer is sent to carry the random ids only', async () => {
    const pay = await shop.post(`/api/test-checkout/${sessionId}/pay`, {})
    const { redirectUrl } = await pay.json()
    const cancelled = await createPayment(shop, classicRequest())
    const cancel = await shop.post(`/api/test-checkout/${sessionIdOf(cancelled)}/cancel`, {})
    const { redirectUrl: cancelUrl } = await cancel.json()
    const cancelledOrder = await orderOf(cancelled.orderId)
    for (const [url, owner] of [
      [checkoutUrl, order],
      [redirectUrl, order],
      [cancelUrl, cancelledOrder],
    ] as const) {
      const { pathname, searchParams } = new URL(url)
      const parts = [...pathname.split('/'), ...searchParams.values()].filter((part) => part !== '')
      for (const part of parts) {
        expect(part).not.toBe(String(owner.orderNumber))
        expect(part).toMatch(/^([a-z-]+|test_cs_[0-9a-f]{32}|[0-9a-f-]{36}|1)$/)
      }
    }
  })

  it('the love form’s order, made to pay later, and its later checkout answer as little', async () => {
    const created = await shop.post('/api/orders', loveRequest(secrets))
    expect(created.status).toBe(201)
    const json = await created.json()
    const love = await orderOf(json.id)
    expect(Object.keys(json).sort()).toEqual(shownKeys)
    expectOnlyShown(json, love)
    const checkout = await shop.post(`/api/orders/${love.id}/payments`, {})
    expect(checkout.status).toBe(201)
    expectOnlyShown(await checkout.json(), love)
  })

  it('staff find the order by the reference its customer was shown', async () => {
    const staff = await signedInAs(shop, 'staff')
    const reference = order.id.slice(0, 8).toUpperCase()
    const response = await staff.get(`/api/staff/orders?search=${encodeURIComponent(`#${reference}`)}`)
    const json = (await response.json()) as { orders: Array<{ id: string }> }
    expect(json.orders.map((found) => found.id)).toEqual([order.id])
  })

  it('an unknown id answers 404 with nothing more', async () => {
    const response = await shop.app.request('/api/orders/00000000-0000-4000-8000-000000000000')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Order not found' } })
  })
})

describe('a commission quote’s link', () => {
  it('shows the quote and its target, not the customer, the tale or any row id', async () => {
    const request = {
      name: 'Hidden Commissioner',
      email: 'hidden.commissioner@example.test',
      target: 'The Baron',
      tale: 'A tale only staff may read',
      style: 'poetic',
      length: '2-pages',
    }
    expect((await shop.post('/api/commission-requests', request)).status).toBe(201)
    const [row] = await shop.services.db
      .select()
      .from(commissionRequests)
      .where(eq(commissionRequests.email, request.email))
    const staff = await signedInAs(shop, 'staff')
    const quoted = await staff.post(`/api/staff/commission-requests/${row?.id}/quotes`, {
      priceCents: 9900,
      deliveryDays: 5,
      message: 'Thy saga awaits',
    })
    expect(quoted.status).toBe(201)
    const [quote] = await shop.services.db
      .select()
      .from(commissionQuotes)
      .where(eq(commissionQuotes.requestId, row?.id as string))
    const response = await shop.app.request(`/api/commission-quotes/${quote?.token}`)
    expect(response.status).toBe(200)
    const json = await response.json()
    const text = JSON.stringify(json)
    for (const hidden of [request.name, request.email, request.tale, row?.id, quote?.id]) {
      expect(text).not.toContain(hidden)
    }
    expect(text).not.toMatch(uuidPattern)

    const checkout = await shop.post(`/api/commission-quotes/${quote?.token}/checkout`, {})
    expect(checkout.status).toBe(201)
    const { url } = await checkout.json()
    const placed = await orderOf(
      (
        await shop.services.db
          .select()
          .from(commissionQuotes)
          .where(eq(commissionQuotes.id, quote?.id as string))
      )[0]?.orderId as string,
    )
    expect(url).not.toContain(request.email)
    const verify = await shop.post('/api/verify-payment', {
      session_id: url.split('/').pop(),
      order_id: placed.id,
    })
    const verified = await verify.json()
    expect(Object.keys(verified.order).sort()).toEqual(shownKeys)
    expectOnlyShown(verified, placed)
    expect(JSON.stringify(verified)).not.toContain(request.email)
    expect(JSON.stringify(verified)).not.toContain(request.tale)
  })
})

describe('a partner’s landing page', () => {
  it('names the partner and whether a code exists, never the code, the email or the partner’s ids', async () => {
    const partner = await createPartner(shop.services.db, {
      slug: 'landing-partner',
      discountCode: 'SECRET20',
      email: 'payouts@partner.test',
    })
    const response = await shop.app.request('/api/partners/landing-partner')
    expect(response.status).toBe(200)
    const json = await response.json()
    expect(Object.keys(json).sort()).toEqual(['hasDiscountCode', 'name', 'slug'])
    expect(JSON.stringify(json)).not.toContain(partner.id)
  })
})

describe('the API’s own description', () => {
  it('names no sequential number in any public answer', async () => {
    const document = await (await shop.app.request('/api/openapi.json')).json()
    const leaks: string[] = []
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        const { 'x-access': access, responses } = operation as { 'x-access'?: string; responses?: unknown }
        if (access !== 'public') continue
        const { keys } = walk(resolve(responses, document))
        if (keys.some((key) => /^(orderNumber|order_number|number)$/.test(key)))
          leaks.push(`${method} ${path}`)
      }
    }
    expect(leaks).toEqual([])
  })
})

/** A schema with its `$ref`s followed, as far as a check of property names needs. */
function resolve(value: unknown, document: Record<string, unknown>, seen = new Set<string>()): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, document, seen))
  if (!value || typeof value !== 'object') return value
  const ref = (value as { $ref?: string }).$ref
  if (ref) {
    if (seen.has(ref)) return {}
    seen.add(ref)
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], document)
    return resolve(target, document, seen)
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, document, seen)]))
}
