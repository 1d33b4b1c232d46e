import type Stripe from 'stripe'
import type { Config } from '../config'
import type { Db } from '../db/database'
import { createLocalCheckoutProvider } from './local-checkout-provider'
import type { PaymentProvider } from './payment-provider'
import { createStripeClient, createStripeProvider } from './stripe-provider'

/** Stripe Checkout when a secret key is configured, else the shop's own test checkout. */
export function createPaymentProvider(
  config: Config,
  db: Db,
): { payments: PaymentProvider; stripe?: Stripe } {
  if (config.STRIPE_SECRET_KEY) {
    const stripe = createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL })
    return { payments: createStripeProvider(stripe), stripe }
  }
  return { payments: createLocalCheckoutProvider(db) }
}
