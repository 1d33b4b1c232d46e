import { eq, sql } from 'drizzle-orm'
import type { DbTransaction } from '../db/database'
import { orderStatusEvents, orders, partnerPayouts, partners, paymentSessions, payments } from '../db/schema'
import { claimEarlyBirdPlaces, keepEarlyBirdPlace } from '../discounts/early-bird'
import { fulfilOrderJob } from '../fulfilment/fulfil-order-job'
import { dailyMetricsUpsert } from '../orders/record-daily-metrics'
import type { Services } from '../services'
import { shopDate } from '../shop-date'
import { commissionDaysUpsert, partnerTotalsUpsert } from '../staff-partners/partner-rollups'
import { refundLatePayment } from './refund-late-payment'

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

export type PaymentOutcome = {
  newlyPaid: boolean
  /** the payment came after the order's early-bird place had gone, with none free: it is refunded */
  refunded: boolean
}

/**
 * Marks an order paid, once. The conditional update takes the order's row lock, so of any number of
 * concurrent or replayed confirmations exactly one moves it to paid. That one records, in the same
 * statement, the payment, the checkout's status, the history line, the partner's commission, the day's
 * totals and the partner's (decision 025), and creates the fulfilment job in the same transaction. An
 * early-bird order is paid at its discount only if it keeps its place for good in that statement; if its
 * hold lapsed and the place went to another order, it takes any place still free, and without one the
 * payment is refunded.
 */
export async function markOrderPaid(
  services: Services,
  payment: PaymentConfirmation,
): Promise<PaymentOutcome> {
  return services.db.transaction(async (tx) => {
    const paidAt = new Date()
    let order = await recordPayment(tx, services, payment, paidAt)
    if (order.newly_paid === 0 && order.needs_place) {
      const late = await placeLatePayment(tx, services, payment)
      if (late !== 'placed') return { newlyPaid: false, refunded: late === 'refunded' }
      order = await recordPayment(tx, services, payment, paidAt)
    }
    if (order.newly_paid === 0) return { newlyPaid: false, refunded: false }
    if (payment.amountCents !== order.total_price_cents) {
      // the provider charged what the server asked for; a difference means something is badly wrong
      services.logger.error(
        { orderId: payment.orderId, charged: payment.amountCents, total: order.total_price_cents },
        'paid amount differs from order total',
      )
    }
    await services.jobs.send(
      fulfilOrderJob,
      { orderId: payment.orderId },
      { tx, singletonKey: payment.orderId },
    )
    return { newlyPaid: true, refunded: false }
  })
}

type Recorded = { newly_paid: number; total_price_cents: number; needs_place: boolean }

async function recordPayment(
  tx: DbTransaction,
  services: Services,
  payment: PaymentConfirmation,
  paidAt: Date,
): Promise<Recorded> {
  const paid = sql.identifier('paid')
  const place = sql.identifier('place')
  const commission = sql.identifier('commission')
  const result = await tx.execute(sql`with ${place} as (${keepEarlyBirdPlace(payment.orderId, paidAt)}),
      ${paid} as (
        update ${orders} set status = 'paid', payment_status = 'paid', paid_at = ${paidAt},
          payment_provider = ${payment.provider}, payment_session_id = ${payment.sessionId},
          due_at = now() + ${dueAfterSql}, updated_at = ${paidAt}
        where id = ${payment.orderId} and payment_status = 'pending'
          and (discount_kind is distinct from 'early-bird' or exists (select from ${place}))
        returning id, currency, total_price_cents, scroll_type, partner_ref
      ),
      ${sql.identifier('payment')} as (
        insert into ${payments} (order_id, provider, session_id, amount_cents, currency)
        select id, ${payment.provider}, ${payment.sessionId}, ${payment.amountCents}, currency from ${paid}
      ),
      ${sql.identifier('checkout')} as (
        update ${paymentSessions} set status = 'paid'
        where id = ${payment.sessionId} and exists (select from ${paid})
      ),
      ${sql.identifier('history')} as (
        insert into ${orderStatusEvents} (order_id, from_status, to_status, note)
        select id, 'pending_payment', 'paid', ${`paid through ${payment.provider} (${payment.sessionId})`}
        from ${paid}
      ),
      ${commission} as (
        insert into ${partnerPayouts} (partner_id, partner_slug, order_id, commission_cents)
        select partner.id, partner.slug, ${paid}.id, round(${paid}.total_price_cents * partner.payout_pct / 100)
        from ${paid} join ${partners} partner on partner.slug = ${paid}.partner_ref
        on conflict (order_id) do nothing
        returning partner_id, commission_cents, created_at
      ),
      ${sql.identifier('metrics')} as (${dailyMetricsUpsert(paid, shopDate(paidAt, services.config.SHOP_TZ))}),
      ${sql.identifier('partner_sales')} as (${partnerTotalsUpsert(paid, commission)}),
      ${sql.identifier('partner_days')} as (${commissionDaysUpsert(commission)})
      select (select count(*) from ${paid})::int as newly_paid, total_price_cents,
        discount_kind is not distinct from 'early-bird' and payment_status = 'pending' as needs_place
      from ${orders} where id = ${payment.orderId}`)
  const [order] = (result as unknown as { rows: Recorded[] }).rows
  if (!order) throw new Error(`payment for unknown order ${payment.orderId}`)
  return order
}

/**
 * An unpaid early-bird order whose place was freed before its payment came. Its row lock waits out any
 * other confirmation of the same order, so a payment that lost the race to its own duplicate is not
 * refunded; then it takes any free place, or refunds.
 */
async function placeLatePayment(
  tx: DbTransaction,
  services: Services,
  payment: PaymentConfirmation,
): Promise<'settled' | 'placed' | 'refunded'> {
  const [order] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update')
  if (order?.paymentStatus !== 'pending') return 'settled'
  const claim = await claimEarlyBirdPlaces(tx, [payment.orderId])
  if (claim.granted.has(payment.orderId)) return 'placed'
  await refundLatePayment(tx, services, payment, order.status)
  return 'refunded'
}
