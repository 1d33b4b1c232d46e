import Stripe from 'stripe'
import type { PaymentProvider } from '../orders/payment-provider'
import { checkoutLineItems } from './checkout-line-items'
import { sessionState } from './stripe-session-state'

export function createStripeClient(options: { secretKey: string; apiUrl?: string }): Stripe {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
}

/** Stripe Checkout: a hosted page charging exactly the server's line items and total. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    // Stripe refuses a session that expires sooner than 30 minutes after it is created; one more minute
    // covers the time between our clock and its own
    shortestCheckoutMinutes: 31,
    async createCheckout({ order, successUrl, cancelUrl, expiresAt, idempotencyKey }) {
      const items = checkoutLineItems(order.quoteLines)
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: order.id,
          customer_email: order.customerEmail,
          metadata: {
            order_id: order.id,
            ...(order.orderNumber === undefined ? {} : { order_number: String(order.orderNumber) }),
          },
          line_items: items.map((item) => ({
            quantity: 1,
            price_data: {
              currency: order.currency,
              unit_amount: item.cents,
              product_data: { name: item.name },
            },
          })),
          success_url: successUrl,
          cancel_url: cancelUrl,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
        },
        { idempotencyKey },
      )
      if (!session.url) throw new Error('Stripe created a checkout session without a URL')
      if (session.amount_total !== null && session.amount_total !== order.totalPriceCents) {
        throw new Error(
          `Stripe session total ${session.amount_total} differs from order total ${order.totalPriceCents}`,
        )
      }
      return { id: session.id, url: session.url }
    },
    async retrieveSession(id) {
      const session = await stripe.checkout.sessions.retrieve(id).catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null
        throw error
      })
      if (!session) return null
      return sessionState(session)
    },
    async refundCheckout(id, part) {
      const session = await stripe.checkout.sessions.retrieve(id)
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
      if (!intent) throw new Error(`Stripe checkout ${id} has no payment to refund`)
      // a part refund's key names what was refunded before it, not its amount: two different refunds
      // from the same point share the key, and Stripe refuses the second instead of paying both
      const idempotencyKey = part ? `refund-${id}-after-${part.refundedBeforeCents}` : `refund-${id}`
      await stripe.refunds
        .create(part ? { payment_intent: intent, amount: part.amountCents } : { payment_intent: intent }, {
          idempotencyKey,
        })
        .catch((error: unknown) => {
          // a retry whose first attempt went through after Stripe forgot its idempotency key (24 hours)
          if (
            error instanceof Stripe.errors.StripeInvalidRequestError &&
            error.code === 'charge_already_refunded'
          )
            return
          if (error instanceof Stripe.errors.StripeIdempotencyError) {
            throw new Error('another refund of this payment was made at the same moment; reload the order')
          }
          throw error
        })
    },
  }
}
