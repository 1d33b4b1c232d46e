import { eq, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderReference } from '@/domain/order-reference'
import { classicRequest } from '@/domain/order-request.fixtures'
import { earlyBirdSlots, orders, outboxMessages, payments } from '@/server/db/schema'
import { latePaymentRefunded } from '@/server/orders/cancel-late-payment'
import { createOrderIntake } from '@/server/orders/order-intake'
import { createPayment, jobsIn } from './support/orders'
import { type StubSession, startStripeStub, stripeShopSettings } from './support/stripe-stub'
import { eventually, startTestShop, type TestShop } from './support/test-shop'

const webhookSecret = 'whsec_test_early_bird'
const signer = new Stripe('sk_test_signer')
let stub: Awaited<ReturnType<typeof startStripeStub>>
let shop: TestShop

beforeAll(async () => {
  stub = await startStripeStub()
  shop = await startTestShop(stripeShopSettings(stub, { secretKey: 'sk_test_early_bird', webhookSecret }))
})
afterAll(async () => {
  await shop.stop()
  await stub.close()
})

const sessionOf = (orderId: string) =>
  [...stub.sessions.values()].find((session) => session.client_reference_id === orderId) as StubSession

function completed(session: StubSession) {
  const payload = JSON.stringify({
    id: `evt_${session.id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  })
  return shop.app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    },
    body: payload,
  })
}

const orderOf = async (id: string) =>
  (await shop.services.db.select().from(orders).where(eq(orders.id, id)))[0]
const refundJobsOf = async (orderId: string) =>
  (await jobsIn(shop, 'refund-payment')).filter(
    (job) => (job.data as { orderId: string }).orderId === orderId,
  )

describe('early-bird orders paid through Stripe', () => {
  it('opens the checkout for the shortest time Stripe allows, and keeps the place once however often the payment is confirmed', async () => {
    const opened = Date.now() / 1000
    const checkout = await createPayment(shop, classicRequest())
    expect((await orderOf(checkout.orderId))?.totalPriceCents).toBe(1499 - 150)
    const expiresAt = Number(stub.creates.at(-1)?.form.get('expires_at'))
    expect(expiresAt - opened).toBeGreaterThanOrEqual(30 * 60)
    expect(expiresAt - opened).toBeLessThan(32 * 60)

    const session = stub.pay(sessionOf(checkout.orderId).id)
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => completed(session)),
      shop.post('/api/verify-payment', { session_id: session.id, order_id: checkout.orderId }),
    ])
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    expect(await orderOf(checkout.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
    const { db } = shop.services
    expect(await db.select().from(payments).where(eq(payments.orderId, checkout.orderId))).toHaveLength(1)
    const [place] = await db.select().from(earlyBirdSlots).where(eq(earlyBirdSlots.orderId, checkout.orderId))
    expect(place?.paidAt).toBeInstanceOf(Date)
    expect(await refundJobsOf(checkout.orderId)).toEqual([])
  })

  it('refunds, once, a payment that came after its hold lapsed and its place went to another customer', async () => {
    const late = await createPayment(shop, classicRequest())
    await shop.services.db.execute(sql`update early_bird_slots set held_until = now() - interval '1 minute'
      where order_id = ${late.orderId}`)
    // a new intake: the last one remembers for 5 seconds that every place was taken
    shop.services.orders = createOrderIntake(shop.services)
    const others = await Promise.all(Array.from({ length: 9 }, () => createPayment(shop, classicRequest())))
    for (const other of others) expect((await orderOf(other.orderId))?.discountKind).toBe('early-bird')

    const session = stub.pay(sessionOf(late.orderId).id)
    const [first, second, verify] = await Promise.all([
      completed(session),
      completed(session),
      shop.post('/api/verify-payment', { session_id: session.id, order_id: late.orderId }),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await verify.json()).toMatchObject({ success: false, error: latePaymentRefunded })
    expect(await orderOf(late.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect(await refundJobsOf(late.orderId)).toHaveLength(1)
    const refunds = await eventually(async () => (stub.refunds.length > 0 ? stub.refunds : undefined))
    expect(refunds).toEqual([
      { paymentIntent: session.payment_intent, idempotencyKey: `refund-${session.id}` },
    ])
    const letters = await eventually(async () => {
      const rows = await shop.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'grumbles@example.com'))
      const refunded = rows.filter((row) => row.subject.endsWith('is refunded'))
      return refunded.length > 0 ? refunded : undefined
    })
    expect(letters).toHaveLength(1)
    expect(letters[0]?.subject).toBe(`Thy payment for scroll #${orderReference(late.orderId)} is refunded`)
  })
})
