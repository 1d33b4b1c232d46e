import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { orders, partnerPayouts, payments } from '@/server/db/schema'
import { createPartner } from './support/factories'
import { createPayment, jobsIn } from './support/orders'
import { type Browser, signedInAs } from './support/staff'
import { type StubSession, startStripeStub, stripeShopSettings } from './support/stripe-stub'
import { startTestShop, type TestShop } from './support/test-shop'

const webhookSecret = 'whsec_test_scrolls_of_fury'
// the SDK's own helper signs events exactly as Stripe does
const signer = new Stripe('sk_test_signer')
let stub: Awaited<ReturnType<typeof startStripeStub>>
let shop: TestShop

beforeAll(async () => {
  stub = await startStripeStub()
  shop = await startTestShop(
    stripeShopSettings(stub, { secretKey: 'sk_test_scrolls_of_fury', webhookSecret }),
  )
  await createPartner(shop.services.db, { slug: 'sir-roastalot', discountCode: 'ROAST10', payoutPct: 40 })
})
afterAll(async () => {
  await shop.stop()
  await stub.close()
})

function event(type: string, session: StubSession) {
  return JSON.stringify({ id: `evt_${session.id}_${type}`, object: 'event', type, data: { object: session } })
}

function postWebhook(payload: string, header: string) {
  return shop.app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  })
}

const signed = (payload: string, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp })

describe('Stripe Checkout', () => {
  it('creates a session with the server’s line items and amount, and an idempotency key', async () => {
    const checkout = await createPayment(shop, {
      ...cursedRequest({ discountCode: 'ROAST10' }),
      totalPrice: 100,
    })
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    const create = stub.creates.at(-1)
    expect(create?.idempotencyKey).toBe(`checkout-${checkout.orderId}-1`)
    const session = [...stub.sessions.values()].at(-1)
    expect(session?.amount_total).toBe(3239)
    expect(session?.client_reference_id).toBe(checkout.orderId)
    expect(session?.success_url).toContain(`session_id=${session?.id}&order_id=${checkout.orderId}`)
    expect(create?.form.get('mode')).toBe('payment')
  })

  it('refuses a webhook with a bad signature or an old timestamp', async () => {
    const checkout = await createPayment(shop, cursedRequest())
    const session = stub.pay([...stub.sessions.values()].at(-1)?.id as string)
    const payload = event('checkout.session.completed', session)
    const forged = await postWebhook(
      payload,
      signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
    )
    expect(forged.status).toBe(400)
    const stale = await postWebhook(payload, signed(payload, Math.floor(Date.now() / 1000) - 600))
    expect(stale.status).toBe(400)
    expect(await stale.json()).toMatchObject({ error: { code: 'invalid_request' } })
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, checkout.orderId))
    expect(order?.paymentStatus).toBe('pending')
  })

  it('marks the order paid once when the same event arrives five times at once', async () => {
    const checkout = await createPayment(shop, cursedRequest({ discountCode: 'ROAST10' }))
    const session = stub.pay([...stub.sessions.values()].at(-1)?.id as string)
    const payload = event('checkout.session.completed', session)
    const header = signed(payload)
    const responses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(payload, header)))
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])

    const db = shop.services.db
    const [order] = await db.select().from(orders).where(eq(orders.id, checkout.orderId))
    expect(order).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentProvider: 'stripe' })
    expect(await db.select().from(payments).where(eq(payments.orderId, checkout.orderId))).toHaveLength(1)
    const payouts = await db.select().from(partnerPayouts).where(eq(partnerPayouts.orderId, checkout.orderId))
    expect(payouts.map((p) => p.commissionCents)).toEqual([1296])
    const jobs = await jobsIn(shop, 'fulfil-order')
    expect(jobs.filter((job) => (job.data as { orderId: string }).orderId === checkout.orderId)).toHaveLength(
      1,
    )
  })

  it('verify-payment asks Stripe, and agrees only once the session is paid', async () => {
    const checkout = await createPayment(shop, cursedRequest())
    const session = [...stub.sessions.values()].at(-1) as StubSession
    const verify = () =>
      shop.post('/api/verify-payment', { session_id: session.id, order_id: checkout.orderId })
    expect(await (await verify()).json()).toMatchObject({
      success: false,
      error: 'Payment has not been completed',
    })
    stub.pay(session.id)
    expect(await (await verify()).json()).toMatchObject({ success: true, order: { paymentStatus: 'paid' } })
  })

  it('cancels an unpaid order when its checkout expires', async () => {
    const checkout = await createPayment(shop, cursedRequest())
    const session = { ...([...stub.sessions.values()].at(-1) as StubSession), status: 'expired' as const }
    const payload = event('checkout.session.expired', session)
    expect((await postWebhook(payload, signed(payload))).status).toBe(200)
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, checkout.orderId))
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' })
  })
})

describe('a refund from the back office through Stripe', () => {
  /** An order paid at Stripe (its checkout completed by the signed webhook), and its session. */
  async function paidAtStripe() {
    const checkout = await createPayment(shop, cursedRequest({ discountCode: 'ROAST10' }))
    const session = stub.pay([...stub.sessions.values()].at(-1)?.id as string)
    const payload = event('checkout.session.completed', session)
    expect((await postWebhook(payload, signed(payload))).status).toBe(200)
    return { orderId: checkout.orderId, session }
  }
  const refund = (admin: Browser, orderId: string, amountCents: number, expectedRefundedCents = 0) =>
    admin.post(`/api/staff/orders/${orderId}/refund`, {
      amountCents,
      expectedRefundedCents,
      reason: 'The raven was late.',
    })
  const toStripe = (session: StubSession) =>
    stub.refunds.filter((made) => made.paymentIntent === session.payment_intent)

  it('refunds the payment intent once, with a key per checkout, however often an admin clicks', async () => {
    const admin = await signedInAs(shop, 'admin')
    const { orderId, session } = await paidAtStripe()
    const total = session.amount_total

    const refunded = await Promise.all(Array.from({ length: 3 }, () => refund(admin, orderId, total)))
    expect(refunded.map((response) => response.status)).toEqual([200, 200, 200])
    const answers = await Promise.all(
      refunded.map(async (r) => ((await r.json()) as { refunded: boolean }).refunded),
    )
    expect(answers.filter(Boolean)).toHaveLength(1)
    expect(toStripe(session)).toEqual([
      {
        paymentIntent: session.payment_intent,
        idempotencyKey: `refund-${session.id}-after-0`,
        amount: total,
      },
    ])

    const db = shop.services.db
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', refundedCents: total })
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId))
    expect(payment?.refundedAt).toBeInstanceOf(Date)
    const [commission] = await db.select().from(partnerPayouts).where(eq(partnerPayouts.orderId, orderId))
    expect(commission?.status).toBe('voided')
  })

  it('refunds part of the payment intent, then the rest, each with its amount and its own key', async () => {
    const admin = await signedInAs(shop, 'admin')
    const { orderId, session } = await paidAtStripe()
    const total = session.amount_total

    expect(await (await refund(admin, orderId, 500)).json()).toMatchObject({
      refunded: true,
      refundedCents: 500,
    })
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ paymentStatus: 'paid', refundedCents: 500 })
    expect(order?.status).not.toBe('refunded')
    const [commission] = await shop.services.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, orderId))
    expect(commission?.status).toBe('pending')

    // more than is left is refused before Stripe is asked
    expect((await refund(admin, orderId, total, 500)).status).toBe(422)
    expect(await (await refund(admin, orderId, total - 500, 500)).json()).toMatchObject({
      refunded: true,
      status: 'refunded',
      refundedCents: total,
    })
    expect(toStripe(session)).toEqual([
      { paymentIntent: session.payment_intent, idempotencyKey: `refund-${session.id}-after-0`, amount: 500 },
      {
        paymentIntent: session.payment_intent,
        idempotencyKey: `refund-${session.id}-after-500`,
        amount: total - 500,
      },
    ])
  })

  it('makes one of two different refunds begun from the same point, never both', async () => {
    const { orderId, session } = await paidAtStripe()
    // two members of staff, each with the order open at nothing refunded, at the same moment
    const part = { amountCents: 300, refundedBeforeCents: 0 }
    await shop.services.payments.refundCheckout(session.id, part)
    await shop.services.payments.refundCheckout(session.id, part)
    await expect(
      shop.services.payments.refundCheckout(session.id, { amountCents: 700, refundedBeforeCents: 0 }),
    ).rejects.toThrow('another refund of this payment was made at the same moment')
    expect(toStripe(session)).toEqual([
      { paymentIntent: session.payment_intent, idempotencyKey: `refund-${session.id}-after-0`, amount: 300 },
    ])
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order?.refundedCents).toBe(0)
  })
})
