import type Stripe from 'stripe'
import type { Config } from '../config'
import type { Db } from '../db/database'
import type { PaymentProvider } from '../orders/payment-provider'
import { createLocalCheckoutProvider } from './local-checkout-provider'

/** Stripe Checkout when a secret key is configured, else the shop's own test checkout. */
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
  return { payments: createLocalCheckoutProvider(db) }
}
