import { sql } from 'drizzle-orm'
import { orderStatusEvents, orders, partnerPayouts, partners, paymentSessions, payments } from '../db/schema'
import { fulfilOrderJob } from '../fulfilment/fulfil-order-job'
import { dailyMetricsUpsert } from '../orders/record-daily-metrics'
import type { Services } from '../services'
import { shopDate } from '../shop-date'

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
 * concurrent or replayed confirmations exactly one moves it to paid. That one records, in the same
 * statement, the payment, the checkout's status, the history line, the partner's commission and the
 * day's totals, and creates the fulfilment job in the same transaction.
 */
export async function markOrderPaid(
  services: Services,
  payment: PaymentConfirmation,
): Promise<{ newlyPaid: boolean }> {
  return services.db.transaction(async (tx) => {
    const paidAt = new Date()
    const paid = sql.identifier('paid')
    const result = await tx.execute(sql`with ${paid} as (
        update ${orders} set status = 'paid', payment_status = 'paid', paid_at = ${paidAt},
          payment_provider = ${payment.provider}, payment_session_id = ${payment.sessionId},
          due_at = now() + ${dueAfterSql}, updated_at = ${paidAt}
        where id = ${payment.orderId} and payment_status = 'pending'
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
      ${sql.identifier('commission')} as (
        insert into ${partnerPayouts} (partner_id, partner_slug, order_id, commission_cents)
        select partner.id, partner.slug, ${paid}.id, round(${paid}.total_price_cents * partner.payout_pct / 100)
        from ${paid} join ${partners} partner on partner.slug = ${paid}.partner_ref
        on conflict (order_id) do nothing
      ),
      ${sql.identifier('metrics')} as (${dailyMetricsUpsert(paid, shopDate(paidAt, services.config.SHOP_TZ))})
      select (select count(*) from ${paid})::int as newly_paid, total_price_cents
      from ${orders} where id = ${payment.orderId}`)
    const [order] = (result as unknown as { rows: Array<{ newly_paid: number; total_price_cents: number }> })
      .rows
    if (!order) throw new Error(`payment for unknown order ${payment.orderId}`)
    if (order.newly_paid === 0) return { newlyPaid: false }
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
    return { newlyPaid: true }
  })
}
