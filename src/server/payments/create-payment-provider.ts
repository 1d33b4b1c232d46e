import type Stripe from 'stripe'
import type { Config } from '../config'
import type { Db } from '../db/database'
import type { PaymentProvider } from '../orders/payment-provider'
import { closedCheckoutProvider, createLocalCheckoutProvider } from './local-checkout-provider'

/**
 * Whether the shop's own test checkout may take orders: on the embedded database, which is for trying the
 * shop, unless TEST_CHECKOUT=false; on PostgreSQL, a deployed shop, only with TEST_CHECKOUT=true, so one that
 * forgot its Stripe keys gives no scroll away.
 */
export const testCheckoutOn = (config: Pick<Config, 'TEST_CHECKOUT' | 'DATABASE_URL'>) =>
  config.TEST_CHECKOUT ?? config.DATABASE_URL === undefined

/** The start-up warning of a shop that takes no payment: create-payment answers 503. */
export const paymentsOffWarning =
  'payments are off: STRIPE_SECRET_KEY is not set and the test checkout is off (TEST_CHECKOUT is unset on PostgreSQL, or false); create-payment answers 503 payments_unavailable until Stripe is configured (or TEST_CHECKOUT=true, for a shop that is only being tried)'

/** Stripe Checkout when a secret key is configured, else the shop's own test checkout, open or closed. */
export async function createPaymentProvider(
  config: Config,
  db: Db,
): Promise<{ payments: PaymentProvider; stripe?: Stripe }> {
  if (config.STRIPE_SECRET_KEY) {
    // the Stripe SDK loads only when Stripe is in use
    const { createStripeClient, createStripeProvider } = await import('./stripe-provider')
    const stripe = createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL })
    return { payments: createStripeProvider(stripe), stripe }
  }
  return { payments: testCheckoutOn(config) ? createLocalCheckoutProvider(db) : closedCheckoutProvider(db) }
}
