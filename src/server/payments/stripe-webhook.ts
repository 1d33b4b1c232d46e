import type Stripe from 'stripe'
import { HttpError } from '../http/errors'
import { expireCheckout } from '../orders/expire-checkout'
import { markOrderPaid } from '../orders/mark-order-paid'
import type { Services } from '../services'
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
