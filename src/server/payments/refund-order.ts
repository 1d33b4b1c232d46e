import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { formatCents } from '@/domain/money'
import { mayMove } from '@/domain/order-lifecycle'
import { orderReference } from '@/domain/order-reference'
import { orders, payments } from '../db/schema'
import { productName } from '../fulfilment/delivery-mail'
import { orderRefundedEmail } from '../fulfilment/emails/order-refunded-email'
import { HttpError } from '../http/errors'
import { defineJob } from '../jobs/job-definition'
import { shopMessageId } from '../mail/message-id'
import { lockOrder, moveOrder } from '../orders/move-order'
import { removeFromDailyMetrics } from '../orders/record-daily-metrics'
import { reverseCommission } from '../partners/record-commission'
import type { Services } from '../services'
import { shopDate } from '../shop-date'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'

/** The customer's letter about a refund: a job, so a mail server that is down delays it, never loses it. */
export const orderRefundedMailJob = defineJob({
  name: 'order-refunded-mail',
  schema: z.object({ orderId: z.uuid() }),
  retryLimit: 10,
  retryDelaySeconds: 60,
})

const notRefundable = () =>
  new HttpError(409, 'conflict', 'Only a paid order can be refunded, and only once.')

/**
 * A full refund from the back office (decision 028). The provider gives the money back first (idempotent
 * per checkout, so a second click or a retry refunds nothing more); then one transaction moves the order
 * to `refunded`, marks its payment, takes back the partner's commission (voided, or clawed back once
 * it is in a payout run), takes the sale out of its day's metrics, records who did it, and queues the
 * customer's letter. Answers whether this call refunded it (false: another click came first).
 */
export async function refundOrder(services: Services, orderId: string, staff: StaffActor) {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new HttpError(404, 'not_found', 'Order not found')
  if (order.status === 'refunded') return { refunded: false }
  if (order.paymentStatus !== 'paid' || !mayMove(order.status, 'refunded')) throw notRefundable()
  const [payment] = await services.db.select().from(payments).where(eq(payments.orderId, orderId))
  if (!payment) throw notRefundable()

  try {
    await services.payments.refundCheckout(payment.sessionId)
  } catch (error) {
    services.logger.error({ orderId, error }, 'the payment provider refused a refund')
    const reason = error instanceof Error ? error.message : String(error)
    throw new HttpError(502, 'payment_provider', `The payment provider did not refund it: ${reason}`)
  }

  return services.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId)
    if (!locked || locked.status === 'refunded') return { refunded: false }
    if (!mayMove(locked.status, 'refunded')) throw notRefundable()
    const now = new Date()
    await moveOrder(tx, orderId, locked.status, 'refunded', {
      actor: { staffUserId: staff.id },
      note: `refunded in full: ${formatCents(locked.totalPriceCents)}`,
      set: { paymentStatus: 'refunded', refundedAt: now },
    })
    await tx.update(payments).set({ refundedAt: now }).where(eq(payments.id, payment.id))
    const commission = await reverseCommission(tx, locked, now)
    await removeFromDailyMetrics(
      tx,
      locked,
      shopDate(locked.paidAt ?? payment.createdAt, services.config.SHOP_TZ),
    )
    await recordStaffAction(tx, staff, 'refund', 'order', orderId, {
      cents: locked.totalPriceCents,
      ...(commission ?? {}),
    })
    await services.jobs.send(
      orderRefundedMailJob,
      { orderId },
      { tx, singletonKey: `refund-mail-${orderId}` },
    )
    return { refunded: true }
  })
}

/** Sends the customer the refund letter, with a Message-ID fixed per order so a retried letter is the same. */
export async function sendOrderRefundedMail(services: Services, { orderId }: { orderId: string }) {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) return
  const letter = orderRefundedEmail({
    reference: orderReference(order.id),
    customerName: order.customerName,
    productName: productName(order),
    totalCents: order.totalPriceCents,
  })
  await services.mailer.send({
    ...letter,
    to: order.customerEmail,
    messageId: shopMessageId(`order-refund-${orderId}`),
    orderId,
  })
}
