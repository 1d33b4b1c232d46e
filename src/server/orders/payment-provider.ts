import type { Order } from '../db/schema'
import { HttpError } from '../http/errors'

/** What a checkout needs of its order. An order being placed has no number yet; Stripe is called only for stored ones. */
export type CheckoutOrder = Pick<
  Order,
  'id' | 'kind' | 'isTest' | 'customerEmail' | 'currency' | 'quoteLines' | 'totalPriceCents'
> & { orderNumber?: number }

export type CheckoutRequest = {
  order: CheckoutOrder
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
  /** set when the shop takes no payment at all: no Stripe keys, and the test checkout off (TEST_CHECKOUT) */
  readonly disabled?: true
  /** the soonest a checkout may expire after it is opened */
  readonly shortestCheckoutMinutes: number
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>
  retrieveSession(id: string): Promise<SessionState | null>
  /**
   * Gives a paid checkout's money back: all of it without `part`, else `part.amountCents`. Idempotent: a
   * call without `part` refunds at most once a checkout, and one with it at most once for each amount
   * refunded before it, so a second click or a retry moves no more money, and of two different refunds
   * made from the same point the second is refused.
   */
  refundCheckout(id: string, part?: RefundPart): Promise<void>
}

/** Part of a payment to give back, and how much of it was given back before (which makes it unique). */
export type RefundPart = { amountCents: number; refundedBeforeCents: number }

/** A provider's word that a checkout was paid, and how much it took. */
export type PaymentConfirmation = {
  orderId: string
  provider: 'local' | 'stripe'
  sessionId: string
  amountCents: number
}

const paymentsOffMessage =
  'This shop is not taking payments just now, so no order was placed and nothing was charged. Please try again later.'

/** The 503 a checkout gets while the shop takes no payment (`payments_unavailable`). */
export const paymentsUnavailable = (message = paymentsOffMessage) =>
  new HttpError(503, 'payments_unavailable', message)

/**
 * Refuses a checkout before anything is placed when the shop takes no payment, so a customer is told at
 * once and no order waits unpaid for a checkout that cannot open.
 */
export function requirePayments(payments: PaymentProvider) {
  if (payments.disabled) throw paymentsUnavailable()
}
