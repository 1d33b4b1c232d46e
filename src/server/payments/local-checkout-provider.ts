import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { formatCents } from '@/domain/money'
import type { Db } from '../db/database'
import { paymentSessions } from '../db/schema'
import { type PaymentProvider, paymentsUnavailable, type RefundPart } from '../orders/payment-provider'

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
    refundCheckout: (id, part) => refundLocalCheckout(db, id, part),
  }
}

/**
 * The test checkout takes no money, but it keeps what it gave back as Stripe would, with Stripe's rules:
 * never more than was paid, and a part refund made once for each amount refunded before it.
 */
async function refundLocalCheckout(db: Db, id: string, part?: RefundPart) {
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id))
  if (session?.provider !== 'local' || session.status !== 'paid') {
    throw new Error(`test checkout ${id} has no payment to refund`)
  }
  if (!part) {
    await db
      .update(paymentSessions)
      .set({ refundedCents: session.amountCents })
      .where(eq(paymentSessions.id, id))
    return
  }
  const after = part.refundedBeforeCents + part.amountCents
  const [refunded] = await db
    .update(paymentSessions)
    .set({ refundedCents: after })
    .where(
      and(
        eq(paymentSessions.id, id),
        eq(paymentSessions.refundedCents, part.refundedBeforeCents),
        sql`${after} <= ${paymentSessions.amountCents}`,
      ),
    )
    .returning({ id: paymentSessions.id })
  if (refunded) return
  const [now] = await db
    .select({ refundedCents: paymentSessions.refundedCents })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, id))
  // the same refund asked for again (a retry, a second click): it was made once, and that is enough
  if (now?.refundedCents === after) return
  if (now?.refundedCents !== part.refundedBeforeCents) {
    throw new Error('another refund of this payment was made at the same moment; reload the order')
  }
  throw new Error(
    `only ${formatCents(session.amountCents - part.refundedBeforeCents)} of it is left to refund`,
  )
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
