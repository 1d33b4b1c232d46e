import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  commissionQuotes,
  commissionRequests,
  orders,
  outboxMessages,
  paymentSessions,
  staffActions,
  users,
} from '@/server/db/schema'
import { recordOptOut } from '@/server/recipients/do-not-send'
import { recipientHash } from '@/server/recipients/recipient-hash'
import { completedOrder, jobsIn, payLocally } from './support/orders'
import { Browser, signedInAs } from './support/staff'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

type QuoteList = {
  status: string
  orderId: string | null
  quotes: Array<{
    id: string
    priceCents: number
    deliveryDays: number
    message: string
    expiresAt: string
    createdBy: string | null
    orderId: string | null
    state: 'sent' | 'expired' | 'paid'
  }>
}
type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } }

let shop: TestShop
let staff: Browser & { email: string }
let staffId: string

const day = 86_400_000
const tale = 'He moved the boundary stones by night, and blamed the goats.'

beforeAll(async () => {
  shop = await startTestShop({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    FORM_RATE_LIMIT_PER_MINUTE: '100',
    ORDER_RATE_LIMIT_PER_MINUTE: '1000',
  })
  staff = await signedInAs(shop, 'staff')
  const [row] = await shop.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, staff.email))
  staffId = row?.id ?? ''
})
afterAll(() => shop?.stop())

/** The recipient of a customer's commission: one of their own, so no recipient reaches the weekly limit. */
const recipientOf = (email: string) => email.replace('@', '-baron@')

/** The commission form's fields that say nothing of who asks or where the scroll goes. */
const requestBody = {
  name: 'Lady Vex',
  target: 'The Baron of Bad Parking',
  tale,
  style: 'divine-fury',
  length: '3-5-pages',
}

/** A commission request sent through the public form's API, as a customer sends it. */
async function requestCommission(email: string, overrides: Record<string, unknown> = {}) {
  const response = await shop.post('/api/commission-requests', {
    ...requestBody,
    email,
    anonymousDelivery: true,
    recipientEmail: recipientOf(email),
    finalWishes: 'Mention the goats.',
    ...overrides,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  const [row] = await shop.services.db
    .select({ id: commissionRequests.id })
    .from(commissionRequests)
    .where(eq(commissionRequests.email, email))
  if (!row) throw new Error('the request was not stored')
  return row.id
}

const quotePath = (requestId: string) => `/api/staff/commission-requests/${requestId}/quotes`
const goodQuote = {
  priceCents: 24_950,
  deliveryDays: 14,
  message: 'Thy tale moved the council.\n\nThree pages of fury it shall be.',
}

async function quote(requestId: string, body: Record<string, unknown> = goodQuote) {
  const response = await staff.post(quotePath(requestId), body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as QuoteList
}

const mailTo = (email: string) =>
  shop.services.db.select().from(outboxMessages).where(eq(outboxMessages.to, email))

async function quoteMail(email: string, count = 1) {
  return eventually(async () => {
    const mails = (await mailTo(email)).filter((mail) => mail.subject.includes('quote'))
    return mails.length >= count ? mails : undefined
  })
}

const tokenIn = (text: string) => {
  const match = text.match(/http:\/\/localhost\/commission\/quote\/([A-Za-z0-9_-]{43})\b/)
  if (!match?.[1]) throw new Error(`no payment link in:\n${text}`)
  return match[1]
}

const checkout = (token: string) => shop.post(`/api/commission-quotes/${token}/checkout`, {})

async function openCheckout(token: string) {
  const response = await checkout(token)
  expect(response.status, await response.clone().text()).toBe(201)
  const { url } = (await response.json()) as { url: string }
  const [quoted] = await shop.services.db
    .select({ orderId: commissionQuotes.orderId })
    .from(commissionQuotes)
    .where(eq(commissionQuotes.token, token))
  if (!quoted?.orderId) throw new Error('the checkout placed no order')
  return { url, orderId: quoted.orderId }
}

describe('a commission quoted, paid and fulfilled', () => {
  const email = 'vex@example.test'
  let requestId: string
  let token: string

  beforeAll(async () => {
    requestId = await requestCommission(email)
  })

  it('quotes the request, records who did it and emails the customer one payment link', async () => {
    const list = await quote(requestId)
    expect(list.status).toBe('quoted')
    expect(list.quotes).toHaveLength(1)
    expect(list.quotes[0]).toMatchObject({ ...goodQuote, state: 'sent', orderId: null })
    const expiresIn = new Date(list.quotes[0]?.expiresAt ?? 0).getTime() - Date.now()
    // seven days by default, to the end of the last one wherever the customer is
    expect(expiresIn).toBeGreaterThan(7 * day)
    expect(expiresIn).toBeLessThan(8.5 * day)

    const [request] = await shop.services.db
      .select()
      .from(commissionRequests)
      .where(eq(commissionRequests.id, requestId))
    expect(request).toMatchObject({ status: 'quoted', quoteCents: 24_950 })
    const actions = await shop.services.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subject, 'commission'), eq(staffActions.subjectId, requestId)))
    expect(actions).toEqual([
      expect.objectContaining({
        userId: staffId,
        action: 'quote',
        detail: expect.objectContaining({ quoteId: list.quotes[0]?.id, priceCents: 24_950 }),
      }),
    ])

    const [mail] = await quoteMail(email)
    expect(mail?.subject).toBe('Thy commission quote from the Scriptorium')
    expect(mail?.text).toContain('$249.50')
    expect(mail?.text).toContain('within 14 days of thy payment')
    expect(mail?.text).toContain('Three pages of fury it shall be.')
    expect(mail?.text).not.toContain(requestId)
    token = tokenIn(mail?.text ?? '')
    expect(await jobsIn(shop, 'commission-quote-email')).toHaveLength(1)
  })

  it('shows the quote by its token alone, with nothing private', async () => {
    const response = await shop.app.request(`/api/commission-quotes/${token}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toEqual({
      token,
      target: 'The Baron of Bad Parking',
      summary: 'Divine Fury, 3-5 pages, signed anonymously',
      toRecipient: true,
      priceCents: 24_950,
      deliveryDays: 14,
      message: goodQuote.message,
      expiresAt: expect.any(String),
      lastDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      state: 'open',
    })
    const text = JSON.stringify(body)
    for (const secret of [email, recipientOf(email), 'Lady Vex', requestId, tale, 'goats']) {
      expect(text).not.toContain(secret)
    }
  })

  it('places one order at the quote’s price, and a second checkout reuses it', async () => {
    const first = await openCheckout(token)
    const second = await openCheckout(token)
    expect(second.orderId).toBe(first.orderId)
    expect(second.url).not.toBe(first.url)
    const placed = await shop.services.db.select().from(orders).where(eq(orders.customerEmail, email))
    expect(placed).toHaveLength(1)
    expect(placed[0]).toMatchObject({
      kind: 'commission',
      scrollType: 'epic-scroll-commission',
      status: 'pending_payment',
      customerName: 'Lady Vex',
      targetName: 'The Baron of Bad Parking',
      grievance: tale,
      style: 'divine-fury',
      specificRequests: 'Mention the goats.',
      anonymousDelivery: true,
      recipientEmail: recipientOf(email),
      totalPriceCents: 24_950,
      quoteLines: [{ code: 'base:epic-scroll-commission', label: 'Epic Scroll Commission', cents: 24_950 }],
      discountKind: null,
      partnerRef: null,
    })
    const sessions = await shop.services.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, first.orderId))
    expect(sessions.map((session) => session.amountCents)).toEqual([24_950, 24_950])
    expect(sessions[0]?.successUrl).toContain(`/commission/quote/${token}?session_id=`)
  })

  it('is paid, fulfilled like any order, and marks the request paid with its order', async () => {
    const { url, orderId } = await openCheckout(token)
    const paidAt = Date.now()
    const verified = await payLocally(shop, { url, orderId })
    expect(verified).toMatchObject({ success: true, order: { totalCents: 24_950, paymentStatus: 'paid' } })

    const order = await completedOrder(shop, orderId)
    // due the quote's fourteen days after payment, not a catalog delivery's hours
    expect((order.dueAt?.getTime() ?? 0) - paidAt).toBeGreaterThan(14 * day - 60_000)
    expect((order.dueAt?.getTime() ?? 0) - paidAt).toBeLessThan(14 * day + 60_000)
    const [request] = await shop.services.db
      .select()
      .from(commissionRequests)
      .where(eq(commissionRequests.id, requestId))
    expect(request).toMatchObject({ status: 'paid', orderId })
    const [paidQuote] = await shop.services.db
      .select()
      .from(commissionQuotes)
      .where(eq(commissionQuotes.token, token))
    expect(paidQuote?.orderId).toBe(orderId)

    // the scroll goes to the recipient the request named, signed anonymously; the receipt to the customer
    const [scroll, ...more] = await mailTo(recipientOf(email))
    expect(more).toEqual([])
    expect(scroll?.subject).toBe('A scroll has been sealed for thee, Baron of Bad Parking')
    expect(scroll?.text).toContain('By order of an anonymous well-wisher')
    expect(scroll?.text).not.toContain('Lady Vex')
    expect(scroll?.text).not.toContain(email)
    const mails = await mailTo(email)
    expect(mails.map((mail) => mail.subject)).not.toContain(
      'Thy scroll for The Baron of Bad Parking is sealed',
    )
    const receipt = mails.find((mail) => /receipt/i.test(mail.subject))
    expect(receipt?.text).toContain('within 14 days')
    expect(receipt?.text).toMatch(new RegExp(`Sent to: +The Baron of Bad Parking <${recipientOf(email)}>`))

    const page = await (await shop.app.request(`/api/commission-quotes/${token}`)).json()
    expect(page).toMatchObject({ state: 'paid' })
    const list = (await (await staff.get(quotePath(requestId))).json()) as QuoteList
    expect(list).toMatchObject({ status: 'paid', orderId })
    expect(list.quotes[0]).toMatchObject({ state: 'paid', orderId })
  })

  it('answers 409 to paying it again and to a new quote', async () => {
    const again = await checkout(token)
    expect(again.status).toBe(409)
    expect(((await again.json()) as ErrorReply).error.message).toMatch(/already paid/)
    const requote = await staff.post(quotePath(requestId), goodQuote)
    expect(requote.status).toBe(409)
  })
})

describe('where a commission is sent', () => {
  it('asks an anonymous request for its recipient: 400 naming recipientEmail, and nothing stored', async () => {
    const email = 'nameless@example.test'
    const response = await shop.post('/api/commission-requests', {
      ...requestBody,
      email,
      anonymousDelivery: true,
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorReply).error.fields).toEqual({
      recipientEmail: 'Recipient email is required to deliver anonymously',
    })
    const bad = await shop.post('/api/commission-requests', {
      ...requestBody,
      email,
      recipientEmail: 'not an address',
    })
    expect(((await bad.json()) as ErrorReply).error.fields).toEqual({
      recipientEmail: 'Recipient email must be a valid email address',
    })
    const stored = await shop.services.db
      .select()
      .from(commissionRequests)
      .where(eq(commissionRequests.email, email))
    expect(stored).toEqual([])
  })

  it('refuses a recipient who asked for no more scrolls, naming only the field', async () => {
    const recipient = 'enough@example.test'
    // as the recipient's "Never send me another scroll" link records it
    await recordOptOut(shop.services.db, recipientHash(shop.services.recipientKeys, recipient), 'link')
    const response = await shop.post('/api/commission-requests', {
      ...requestBody,
      email: 'refused@example.test',
      recipientEmail: recipient,
    })
    expect(response.status).toBe(422)
    const body = (await response.json()) as ErrorReply
    expect(body.error.code).toBe('recipient_refused')
    expect(body.error.fields).toEqual({
      recipientEmail: 'This recipient has asked to receive no more scrolls.',
    })
    expect(JSON.stringify(body)).not.toContain(recipient)
  })

  it('sends a request that names no recipient to the customer, and says so', async () => {
    const email = 'keeper@example.test'
    const requestId = await requestCommission(email, { anonymousDelivery: false, recipientEmail: undefined })
    const [stored] = await shop.services.db
      .select()
      .from(commissionRequests)
      .where(eq(commissionRequests.id, requestId))
    expect(stored?.recipientEmail).toBeNull()
    await quote(requestId)
    const [mail] = await quoteMail(email)
    expect(mail?.text).toContain('the sealed scroll comes to thee by email, thy receipt after it.')
    const token = tokenIn(mail?.text ?? '')
    const page = await (await shop.app.request(`/api/commission-quotes/${token}`)).json()
    expect(page).toMatchObject({ toRecipient: false })
    const { orderId } = await openCheckout(token)
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ recipientEmail: null, anonymousDelivery: false })
  })
})

describe('a quote that lapsed or was replaced', () => {
  it('answers 410 once expired, and shows it expired', async () => {
    const email = 'late@example.test'
    const requestId = await requestCommission(email)
    await quote(requestId, { ...goodQuote, validDays: 1 })
    const [mail] = await quoteMail(email)
    const token = tokenIn(mail?.text ?? '')
    await shop.services.db
      .update(commissionQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(commissionQuotes.token, token))

    const response = await checkout(token)
    expect(response.status).toBe(410)
    expect(((await response.json()) as ErrorReply).error.message).toMatch(/expired/)
    expect(await (await shop.app.request(`/api/commission-quotes/${token}`)).json()).toMatchObject({
      state: 'expired',
    })
    expect(await shop.services.db.select().from(orders).where(eq(orders.customerEmail, email))).toEqual([])
  })

  it('replaces the earlier open quote with a newer one, each emailed once', async () => {
    const email = 'twice@example.test'
    const requestId = await requestCommission(email)
    await quote(requestId, { ...goodQuote, priceCents: 30_000 })
    const list = await quote(requestId, { ...goodQuote, priceCents: 20_000, validDays: 3 })
    expect(list.quotes.map((entry) => [entry.priceCents, entry.state])).toEqual([
      [20_000, 'sent'],
      [30_000, 'expired'],
    ])
    const mails = await quoteMail(email, 2)
    const [older] = mails.filter((mail) => mail.text.includes('$300.00'))
    expect(mails).toHaveLength(2)
    expect((await checkout(tokenIn(older?.text ?? ''))).status).toBe(410)
  })

  it('answers 404 to a token nobody was given, and 400 to one that is no token', async () => {
    const unknown = 'A'.repeat(43)
    expect((await shop.app.request(`/api/commission-quotes/${unknown}`)).status).toBe(404)
    expect((await checkout(unknown)).status).toBe(404)
    expect((await shop.app.request('/api/commission-quotes/not-a-token')).status).toBe(400)
  })
})

describe('what staff may send', () => {
  let requestId: string
  beforeAll(async () => {
    requestId = await requestCommission('fields@example.test')
  })

  it.each([
    ['priceCents', { ...goodQuote, priceCents: 0 }],
    ['priceCents', { ...goodQuote, priceCents: 1_000_001 }],
    ['priceCents', { ...goodQuote, priceCents: 12.5 }],
    ['deliveryDays', { ...goodQuote, deliveryDays: 61 }],
    ['message', { ...goodQuote, message: '   ' }],
    ['message', { ...goodQuote, message: 'x'.repeat(2001) }],
    ['validDays', { ...goodQuote, validDays: 31 }],
  ])('answers 400 naming %s', async (field, body) => {
    const response = await staff.post(quotePath(requestId), body)
    expect(response.status).toBe(400)
    expect(Object.keys(((await response.json()) as ErrorReply).error.fields ?? {})).toContain(field)
  })

  it('answers 404 for a request that does not exist', async () => {
    const response = await staff.post(quotePath('00000000-0000-4000-8000-000000000000'), goodQuote)
    expect(response.status).toBe(404)
  })

  it('refuses callers without the staff role: 401 signed out, 403 signed in', async () => {
    expect((await new Browser(shop).post(quotePath(requestId), goodQuote)).status).toBe(401)
    const customer = await signedInAs(shop, 'user')
    expect((await customer.post(quotePath(requestId), goodQuote)).status).toBe(403)
    expect((await customer.get(quotePath(requestId))).status).toBe(403)
    const [request] = await shop.services.db
      .select({ status: commissionRequests.status })
      .from(commissionRequests)
      .where(eq(commissionRequests.id, requestId))
    expect(request?.status).toBe('new')
  })
})
