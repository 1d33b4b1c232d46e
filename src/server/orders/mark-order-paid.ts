import { eq } from 'drizzle-orm'
import { orderDueAt } from '@/domain/delivery-times'
import type { DbTransaction } from '../db/database'
import { type Order, paymentSessions, payments } from '../db/schema'
import { claimEarlyBirdPlaces, keepEarlyBirdPlace } from '../discounts/early-bird'
import { recordCommission } from '../partners/record-commission'
import type { Services } from '../services'
import { shopDate } from '../shop-date'
import { cancelLatePayment } from './cancel-late-payment'
import { lockOrder, moveOrder } from './move-order'
import { fulfilOrderJob } from './order-jobs'
import { payCommissionQuote } from './pay-commission-quote'
import type { PaymentConfirmation } from './payment-provider'
import { recordDailyMetrics } from './record-daily-metrics'

export type PaymentOutcome = {
  newlyPaid: boolean
  /** the payment came after the order's early-bird place had gone, with none free: it is refunded */
  refunded: boolean
}

/**
 * Marks an order paid, once, in one transaction: the order moves to paid with when it is due, the
 * payment and the checkout's status are recorded, the partner's commission and the day's totals added,
 * a quoted commission's request marked paid, and the fulfilment job created. The order's row is locked
 * first, so of any number of concurrent or replayed confirmations exactly one finds it unpaid; the others
 * change nothing. An early-bird order is paid at its discount only if it keeps its place for good; if its
 * hold lapsed and the place went to another order, it takes any place still free, and without one the
 * payment is refunded.
 */
export async function markOrderPaid(
  services: Services,
  payment: PaymentConfirmation,
): Promise<PaymentOutcome> {
  return services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderId)
    if (!order) throw new Error(`payment for unknown order ${payment.orderId}`)
    if (order.status !== 'pending_payment') return { newlyPaid: false, refunded: false }
    if (order.discountKind === 'early-bird' && !(await keepPlace(tx, order.id))) {
      await cancelLatePayment(tx, services, payment)
      return { newlyPaid: false, refunded: true }
    }
    const paidAt = new Date()
    // a commission's request is paid with it, and its quote says when it is due
    const quotedDue = order.kind === 'commission' ? await payCommissionQuote(tx, order.id, paidAt) : null
    const set = {
      paymentStatus: 'paid' as const,
      paidAt,
      paymentProvider: payment.provider,
      paymentSessionId: payment.sessionId,
      dueAt: quotedDue ?? orderDueAt(order.scrollType, order.deliverySpeed, paidAt),
    }
    const moved = await moveOrder(tx, order.id, 'pending_payment', 'paid', {
      actor: 'customer',
      note: `paid through ${payment.provider} (${payment.sessionId})`,
      set,
    })
    if (!moved) throw new Error(`order ${order.id} moved while its row was locked`)
    const paid: Order = { ...order, ...set, status: 'paid' }
    await recordPayment(tx, paid, payment)
    await recordCommission(tx, paid, paidAt)
    await recordDailyMetrics(tx, paid, shopDate(paidAt, services.config.SHOP_TZ))
    // an order paid for immediate delivery is fulfilled before those due later (decision 044)
    const urgent = set.dueAt.getTime() <= paidAt.getTime()
    await services.jobs.send(fulfilOrderJob, { orderId: paid.id }, { tx, singletonKey: paid.id, urgent })
    if (payment.amountCents !== paid.totalPriceCents) {
      // the provider charged what the server asked for; a difference means something is badly wrong
      services.logger.error(
        { orderId: paid.id, charged: payment.amountCents, total: paid.totalPriceCents },
        'paid amount differs from order total',
      )
    }
    return { newlyPaid: true, refunded: false }
  })
}

async function recordPayment(tx: DbTransaction, order: Order, payment: PaymentConfirmation) {
  await tx.insert(payments).values({
    orderId: order.id,
    provider: payment.provider,
    sessionId: payment.sessionId,
    amountCents: payment.amountCents,
    currency: order.currency,
  })
  await tx.update(paymentSessions).set({ status: 'paid' }).where(eq(paymentSessions.id, payment.sessionId))
}

/**
 * Keeps an unpaid early-bird order's place for good: its own, or, when its hold lapsed and a claim freed
 * it, any place still free. Answers false when every place is taken.
 */
async function keepPlace(tx: DbTransaction, orderId: string): Promise<boolean> {
  if (await keepEarlyBirdPlace(tx, orderId)) return true
  const claim = await claimEarlyBirdPlaces(tx, [orderId])
  return claim.granted.has(orderId) && (await keepEarlyBirdPlace(tx, orderId))
}
