import type { Order } from '../orders/create-order'

export type CheckoutRequest = {
  order: Order
  /** may hold the literal {CHECKOUT_SESSION_ID}, which the provider fills in */
  successUrl: string
  cancelUrl: string
  expiresAt: Date
  idempotencyKey: string
  /** where the shop is served, for the local test checkout's own page */
  origin: string
}

export type CheckoutSession = { id: string; url: string }

export type SessionState = {
  id: string
  orderId: string | null
  status: 'open' | 'paid' | 'expired' | 'cancelled'
  amountCents: number | null
}

/** Takes the customer's money: Stripe Checkout, or the shop's own test checkout. */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe'
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>
  retrieveSession(id: string): Promise<SessionState | null>
}
