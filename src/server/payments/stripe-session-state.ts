import type Stripe from 'stripe'
import type { SessionState } from '../orders/payment-provider'

/** A Checkout Session as the shop sees it: which order, paid or not, and the amount Stripe charged. */
export function sessionState(session: Stripe.Checkout.Session): SessionState {
  const status: SessionState['status'] =
    session.payment_status === 'paid' ? 'paid' : session.status === 'expired' ? 'expired' : 'open'
  return {
    id: session.id,
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    status,
    amountCents: session.amount_total,
  }
}
