import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { paymentSessions } from '../db/schema'
import { type PaymentProvider, paymentsUnavailable } from '../orders/payment-provider'

/**
 * The embedded default: a test checkout page served by the shop itself, clearly marked as a test. Its
 * sessions live in payment_sessions, where Stripe's would live at Stripe.
 */
export function createLocalCheckoutProvider(db: Db): PaymentProvider {
  return {
    kind: 'local',
    shortestCheckoutMinutes: 0,
    async createCheckout({ origin }) {
      const id = `test_cs_${randomUUID().replaceAll('-', '')}`
      return { id, url: `${origin}/test-checkout/${id}` }
    },
    async retrieveSession(id) {
      const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id))
      if (session?.provider !== 'local') return null
      const expired = session.status === 'open' && session.expiresAt.getTime() < Date.now()
      return {
        id: session.id,
        orderId: session.orderId,
        status: expired ? 'expired' : session.status,
        amountCents: session.amountCents,
      }
    },
    // the test checkout takes no money, so there is none to give back
    async refundCheckout() {},
  }
}

/**
 * The test checkout switched off (no Stripe keys on PostgreSQL, TEST_CHECKOUT unset): it opens no
 * checkout. A session opened before still reads as it is stored, so a paid one stays confirmed.
 */
export function closedCheckoutProvider(db: Db): PaymentProvider {
  return {
    ...createLocalCheckoutProvider(db),
    disabled: true,
    async createCheckout() {
      throw paymentsUnavailable()
    },
  }
}
