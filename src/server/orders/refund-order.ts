import { eq } from 'drizzle-orm'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import { formatCents } from '@/domain/money'
import { mayMove } from '@/domain/order-lifecycle'
import { orderReference } from '@/domain/order-reference'
import { type CodeRule, ruleInSentence } from '@/domain/scribes-code'
import { orders, payments } from '../db/schema'
import { HttpError } from '../http/errors'
import { configuredOrigin } from '../http/public-origin'
import { orderRefundedEmail } from '../letters/order-refunded'
import { productName } from '../letters/product-name'
import { shopMessageId } from '../mail/message-id'
import { reverseCommission } from '../partners/record-commission'
import type { Services } from '../services'
import { shopDate } from '../shop-date'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { lockOrder, moveOrder, noteOrder } from './move-order'
import { orderRefundedMailJob } from './order-jobs'
import { removeFromDailyMetrics } from './record-daily-metrics'

const notRefundable = () =>
  new HttpError(409, 'conflict', 'Only a paid order can be refunded, and only once.')

/**
 * A full refund from the back office (decision 028), or by the shop itself when a paid scroll's recipient
 * has asked for no more scrolls before it went (product decision 28). The provider gives the money back first (idempotent
 * per checkout, so a second click or a retry refunds nothing more); then one transaction moves the order
 * to `refunded`, marks its payment, takes back the partner's commission (voided, or clawed back once
 * it is in a payout run), takes the sale out of its day's metrics, records who did it, and queues the
 * customer's letter. Answers whether this call refunded it (false: another click came first).
 */
export async function refundOrder(
  services: Services,
  orderId: string,
  by: StaffActor | 'system',
  // a held order refused under the Scribes' Code: its letter names the rule; a recipient who opted out
  // meanwhile: its letter says so, naming no one
  { refusedFor, recipientOptedOut }: { refusedFor?: CodeRule; recipientOptedOut?: boolean } = {},
) {
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
      actor: by === 'system' ? 'system' : { staffUserId: by.id },
      note: refusedFor
        ? `refused under the Scribes' Code (${ruleInSentence(refusedFor)}) and refunded in full: ${formatCents(locked.totalPriceCents)}`
        : recipientOptedOut
          ? `not sent: its recipient has asked to receive no more scrolls; refunded in full: ${formatCents(locked.totalPriceCents)}`
          : `refunded in full: ${formatCents(locked.totalPriceCents)}`,
      set: { paymentStatus: 'refunded', refundedAt: now },
    })
    await tx.update(payments).set({ refundedAt: now }).where(eq(payments.id, payment.id))
    const commission = await reverseCommission(tx, locked, now)
    await removeFromDailyMetrics(
      tx,
      locked,
      shopDate(locked.paidAt ?? payment.createdAt, services.config.SHOP_TZ),
    )
    if (by !== 'system') {
      await recordStaffAction(tx, by, refusedFor ? 'refuse' : 'refund', 'order', orderId, {
        cents: locked.totalPriceCents,
        ...(refusedFor ? { rule: refusedFor } : {}),
        ...(commission ?? {}),
      })
    }
    await services.jobs.send(
      orderRefundedMailJob,
      { orderId, refusedFor, ...(recipientOptedOut ? { recipientOptedOut } : {}) },
      { tx, singletonKey: `refund-mail-${orderId}` },
    )
    return { refunded: true }
  })
}

/**
 * The refund job of a late early-bird payment (`cancelLatePayment`): the provider returns the payment
 * (idempotently, so a retry never refunds twice), then the customer is told, with a Message-ID fixed per
 * checkout so a retried letter is the same message.
 */
export async function refundPayment(
  services: Services,
  { orderId, sessionId }: { orderId: string; sessionId: string },
) {
  await services.payments.refundCheckout(sessionId)
  await sendRefundLetter(services, orderId, `refund-${sessionId}`)
}

/** The letter of a refund made from the back office, with a Message-ID fixed per order. */
export async function sendOrderRefundedMail(
  services: Services,
  {
    orderId,
    refusedFor,
    recipientOptedOut,
  }: { orderId: string; refusedFor?: CodeRule; recipientOptedOut?: boolean },
) {
  await sendRefundLetter(services, orderId, `order-refund-${orderId}`, refusedFor, recipientOptedOut)
}

/** The customer's one refund letter; an order cancelled for a late payment says why it was refunded. */
async function sendRefundLetter(
  services: Services,
  orderId: string,
  messageKey: string,
  refusedFor?: CodeRule,
  recipientOptedOut?: boolean,
) {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) return
  const letter = orderRefundedEmail({
    reference: orderReference(order.id),
    customerName: order.customerName,
    productName: productName(order),
    totalCents: order.totalPriceCents,
    lateForEarlyBird:
      order.status === 'cancelled'
        ? { holdMinutes: EARLY_BIRD_HOLD_MINUTES, shopUrl: `${configuredOrigin(services.config)}/` }
        : undefined,
    refusedFor,
    recipientOptedOut,
  })
  await services.mailer.send({
    ...letter,
    to: order.customerEmail,
    messageId: shopMessageId(messageKey),
    orderId,
  })
}

/** A refund the provider kept refusing goes on the order's timeline, for staff to make by hand. */
export async function recordFailedRefund(
  services: Services,
  { orderId, sessionId }: { orderId: string; sessionId: string },
  error: unknown,
) {
  const reason = `refund of ${sessionId} failed: ${error instanceof Error ? error.message : String(error)}`
  services.logger.error({ orderId, sessionId, reason }, 'refund failed on every retry')
  await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) return
    await noteOrder(tx, order, {
      actor: 'system',
      note: `${reason}; the payment must be refunded by hand`.slice(0, 1000),
      set: { failureReason: reason.slice(0, 1000) },
    })
  })
}
