import { desc, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { paymentSessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { lockOrder, moveOrder } from '../orders/move-order'
import type { Services } from '../services'
import { markOrderPaid } from './mark-order-paid'
import { sessionState } from './stripe-session-state'

/**
 * Verifies the signature on the raw body (and its timestamp, within Stripe's five-minute tolerance), then
 * acts on the two checkout events. Replays are harmless: marking paid and expiring are both idempotent.
 */
export async function handleStripeWebhook(
  services: Services,
  stripe: Stripe,
  webhookSecret: string,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; type: string }> {
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret)
  } catch (error) {
    const message = error instanceof Error ? error.message : 'invalid signature'
    throw new HttpError(400, 'invalid_request', `Webhook signature verification failed: ${message}`)
  }
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const state = sessionState(event.data.object)
    if (state.orderId && state.status === 'paid') {
      await markOrderPaid(services, {
        orderId: state.orderId,
        provider: 'stripe',
        sessionId: state.id,
        amountCents: state.amountCents ?? 0,
      })
    }
  } else if (event.type === 'checkout.session.expired') {
    const state = sessionState(event.data.object)
    if (state.orderId) await expireCheckout(services, state.id, state.orderId)
  }
  return { received: true, type: event.type }
}

/** An expired checkout: the order is cancelled unless paid meanwhile or retried with a newer checkout. */
async function expireCheckout(services: Services, sessionId: string, orderId: string) {
  await services.db.transaction(async (tx) => {
    await tx.update(paymentSessions).set({ status: 'expired' }).where(eq(paymentSessions.id, sessionId))
    const order = await lockOrder(tx, orderId)
    if (order?.status !== 'pending_payment') return
    // a customer who came back to pay has a newer checkout: the order waits for that one
    const [latest] = await tx
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, orderId))
      .orderBy(desc(paymentSessions.createdAt))
      .limit(1)
    if (latest?.id !== sessionId) return
    await moveOrder(tx, orderId, 'pending_payment', 'cancelled', {
      actor: 'system',
      note: `checkout ${sessionId} expired`,
    })
  })
}
