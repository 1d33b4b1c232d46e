import { eq } from 'drizzle-orm'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import { orderReference } from '@/domain/order-reference'
import type { DbTransaction } from '../db/database'
import { orders, paymentSessions } from '../db/schema'
import { productName } from '../fulfilment/delivery-mail'
import { paymentRefundedEmail } from '../fulfilment/emails/payment-refunded-email'
import { configuredOrigin } from '../http/public-origin'
import { shopMessageId } from '../mail/message-id'
import { moveOrder } from '../orders/move-order'
import type { Services } from '../services'
import { refundPaymentJob } from './refund-payment-job'

type PaymentConfirmation = { orderId: string; provider: string; sessionId: string }

/** What the customer reads on the page they return to after a payment that came too late. */
export const latePaymentRefunded =
  `This order's early-bird price was held for ${EARLY_BIRD_HOLD_MINUTES} minutes, and its place went to ` +
  'another customer before thy payment came. Thy payment has been refunded in full; thou mayest order ' +
  'again at the price the form shows.'

/**
 * A payment that came after its early-bird place went to someone else, with no place left: the price the
 * customer was shown cannot be honoured, nor another charged, so the order is cancelled and the payment
 * refunded in full. The refund is a job created with this decision: retried until the provider agrees.
 */
export async function cancelLatePayment(
  tx: DbTransaction,
  services: Pick<Services, 'jobs'>,
  payment: PaymentConfirmation,
) {
  const cancelled = await moveOrder(tx, payment.orderId, 'pending_payment', 'cancelled', {
    actor: 'system',
    note: `paid through ${payment.provider} (${payment.sessionId}) after its early-bird place had gone; refunded in full`,
    set: { paymentStatus: 'refunded' },
  })
  if (!cancelled) return
  await tx.update(paymentSessions).set({ status: 'paid' }).where(eq(paymentSessions.id, payment.sessionId))
  await services.jobs.send(
    refundPaymentJob,
    { orderId: payment.orderId, sessionId: payment.sessionId },
    { tx, singletonKey: payment.sessionId },
  )
}

/**
 * The refund job: the provider returns the payment (idempotently, so a retry never refunds twice), then
 * the customer is told, with a Message-ID fixed per checkout so a retried letter is the same message.
 */
export async function refundPayment(
  services: Services,
  { orderId, sessionId }: { orderId: string; sessionId: string },
) {
  await services.payments.refundCheckout(sessionId)
  const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) return
  const letter = paymentRefundedEmail({
    reference: orderReference(order.id),
    customerName: order.customerName,
    productName: productName(order),
    totalCents: order.totalPriceCents,
    holdMinutes: EARLY_BIRD_HOLD_MINUTES,
    shopUrl: `${configuredOrigin(services.config)}/`,
  })
  await services.mailer.send({
    ...letter,
    to: order.customerEmail,
    messageId: shopMessageId(`refund-${sessionId}`),
    orderId,
  })
}

/** A refund the provider kept refusing is written on the order, for staff to make by hand. */
export async function recordFailedRefund(
  services: Services,
  { orderId, sessionId }: { orderId: string; sessionId: string },
  error: unknown,
) {
  const reason = `refund of ${sessionId} failed: ${error instanceof Error ? error.message : String(error)}`
  services.logger.error({ orderId, sessionId, reason }, 'refund failed on every retry')
  await services.db
    .update(orders)
    .set({ failureReason: reason.slice(0, 1000), updatedAt: new Date() })
    .where(eq(orders.id, orderId))
}
