import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { DbTransaction } from '../db/database'
import { oneStatement } from '../db/one-statement'
import { orderStatusEvents, orders, partnerPayouts, partners, paymentSessions, payments } from '../db/schema'
import { fulfilOrderJob } from '../fulfilment/fulfil-order-job'
import type { Order } from '../orders/place-orders'
import { dailyMetricsUpsert } from '../orders/record-daily-metrics'
import type { Services } from '../services'

// promised delivery by option: extra-rapid and immediate now, priority 5 hours, standard and love 24 hours
const dueAfterSql = sql.raw(
  `case delivery_speed when 'extra-rapid' then interval '0' when 'immediate' then interval '0' when 'priority' then interval '5 hours' else interval '24 hours' end`,
)

export type PaymentConfirmation = {
  orderId: string
  provider: 'local' | 'stripe'
  sessionId: string
  amountCents: number
}

/**
 * Marks an order paid, once. The conditional update takes the order's row lock, so of any number of
 * concurrent or replayed confirmations exactly one moves it to paid; that one records the payment, the
 * partner's commission, the day's metrics and the fulfilment job in the same transaction.
 */
export async function markOrderPaid(
  services: Services,
  payment: PaymentConfirmation,
): Promise<{ order: Order; newlyPaid: boolean }> {
  return services.db.transaction(async (tx) => {
    const paidAt = new Date()
    const [order] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paymentStatus: 'paid',
        paidAt,
        paymentProvider: payment.provider,
        paymentSessionId: payment.sessionId,
        dueAt: sql`now() + ${dueAfterSql}`,
        updatedAt: paidAt,
      })
      .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, 'pending')))
      .returning()
    if (!order) {
      const [current] = await tx.select().from(orders).where(eq(orders.id, payment.orderId))
      if (!current) throw new Error(`payment for unknown order ${payment.orderId}`)
      return { order: current, newlyPaid: false }
    }
    if (payment.amountCents !== order.totalPriceCents) {
      // the provider charged what the server asked for; a difference means something is badly wrong
      services.logger.error(
        { orderId: order.id, charged: payment.amountCents, total: order.totalPriceCents },
        'paid amount differs from order total',
      )
    }
    // the payment, the checkout's status, the history line, the commission and the day's totals: one statement
    const writes: SQL[] = [
      tx
        .insert(payments)
        .values({
          orderId: order.id,
          provider: payment.provider,
          sessionId: payment.sessionId,
          amountCents: payment.amountCents,
          currency: order.currency,
        })
        .getSQL(),
      tx
        .update(paymentSessions)
        .set({ status: 'paid' })
        .where(eq(paymentSessions.id, payment.sessionId))
        .getSQL(),
      tx
        .insert(orderStatusEvents)
        .values({
          orderId: order.id,
          fromStatus: 'pending_payment',
          toStatus: 'paid',
          note: `paid through ${payment.provider} (${payment.sessionId})`,
        })
        .getSQL(),
      dailyMetricsUpsert(tx, order, paidAt, services.config.SHOP_TZ),
    ]
    if (order.partnerRef) {
      const commission = await partnerCommission(tx, order)
      if (commission) writes.push(commission)
    }
    await tx.execute(oneStatement(writes, sql`select 1`))
    await services.jobs.send(fulfilOrderJob, { orderId: order.id }, { tx, singletonKey: order.id })
    return { order, newlyPaid: true }
  })
}

// commission = order total x the partner's payout percentage, pending until staff pay it out
async function partnerCommission(tx: DbTransaction, order: Order): Promise<SQL | undefined> {
  const [partner] = await tx
    .select({ id: partners.id, slug: partners.slug, payoutPct: partners.payoutPct })
    .from(partners)
    .where(eq(partners.slug, order.partnerRef as string))
  if (!partner) return undefined
  return tx
    .insert(partnerPayouts)
    .values({
      partnerId: partner.id,
      partnerSlug: partner.slug,
      orderId: order.id,
      commissionCents: Math.round((order.totalPriceCents * partner.payoutPct) / 100),
    })
    .onConflictDoNothing({ target: partnerPayouts.orderId })
    .getSQL()
}
