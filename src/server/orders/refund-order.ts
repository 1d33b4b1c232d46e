import { eq } from 'drizzle-orm'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import { formatCents } from '@/domain/money'
import { mayMove, type OrderStatus } from '@/domain/order-lifecycle'
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
import { removeRefundFromDailyMetrics } from './record-daily-metrics'

const notRefundable = () =>
  new HttpError(409, 'conflict', 'Only a paid order can be refunded, and never more than it paid.')

/** A refund the payment could not take: the field it names is the amount's. */
const badAmount = (message: string) =>
  new HttpError(422, 'invalid_request', message, { amountCents: message })

export type RefundRequest = {
  /** the cents to give back; all that is left of the payment when absent */
  amountCents?: number
  /**
   * what the member of staff saw refunded before: once another refund has changed it, this one is not
   * made, so each click refunds at most once however late it arrives
   */
  expectedRefundedCents?: number
  /** why, in the words of the member of staff: on the order's history and quoted in the customer's letter */
  reason?: string
  /** a held order refused under the Scribes' Code: its letter names the rule */
  refusedFor?: CodeRule
  /** a recipient who opted out meanwhile: its letter says so, naming no one */
  recipientOptedOut?: boolean
}

export type RefundResult = { refunded: boolean; status: OrderStatus; refundedCents: number }

/**
 * A refund from the back office, whole or in part (decisions 028, 032 and 054), or by the shop itself
 * when a paid scroll's recipient has asked for no more scrolls before it went (product decision 28). The
 * amount is checked against what was paid less what was refunded before (422 naming `amountCents`). A
 * refund asked for from what staff saw refunded before is made only while that is still so. The provider
 * gives the money back first, idempotent per amount refunded before (a second click or a retry refunds
 * nothing more); then one transaction records it. A refund of all that is left moves the order to
 * `refunded`, marks its payment and takes back the partner's commission (voided, or clawed back once it
 * is in a payout run); a part refund leaves the order's status and the commission as they are. Either way
 * the cents leave the revenue of the order's day, the history line and the staff action say who refunded
 * how much and why, and the customer's letter is queued. Answers whether this call refunded (false:
 * another click came first) and the order as it now stands.
 */
export async function refundOrder(
  services: Services,
  orderId: string,
  by: StaffActor | 'system',
  { amountCents, expectedRefundedCents, reason, refusedFor, recipientOptedOut }: RefundRequest = {},
): Promise<RefundResult> {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new HttpError(404, 'not_found', 'Order not found')
  const stands = { refunded: false, status: order.status, refundedCents: order.refundedCents }
  if (order.status === 'refunded') return stands
  if (expectedRefundedCents !== undefined && expectedRefundedCents !== order.refundedCents) return stands
  if (order.paymentStatus !== 'paid' || !mayMove(order.status, 'refunded')) throw notRefundable()
  const [payment] = await services.db.select().from(payments).where(eq(payments.orderId, orderId))
  if (!payment) throw notRefundable()

  const before = order.refundedCents
  const left = payment.amountCents - before
  const amount = amountCents ?? left
  if (!Number.isInteger(amount)) throw badAmount('Give the amount in whole cents.')
  if (amount < 1) throw badAmount(`Refund at least ${formatCents(1)}.`)
  if (amount > left) {
    throw badAmount(
      before === 0
        ? `The order paid ${formatCents(left)}: refund no more than that.`
        : `${formatCents(before)} is refunded already: at most ${formatCents(left)} is left to refund.`,
    )
  }

  try {
    await services.payments.refundCheckout(payment.sessionId, {
      amountCents: amount,
      refundedBeforeCents: before,
    })
  } catch (error) {
    services.logger.error({ orderId, error }, 'the payment provider refused a refund')
    const why = error instanceof Error ? error.message : String(error)
    throw new HttpError(502, 'payment_provider', `The payment provider did not refund it: ${why}`)
  }

  return services.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId)
    if (!locked) throw new HttpError(404, 'not_found', 'Order not found')
    // another refund was recorded since this one was read: the provider's key kept the money from moving twice
    if (locked.status === 'refunded' || locked.refundedCents !== before) {
      return { refunded: false, status: locked.status, refundedCents: locked.refundedCents }
    }
    if (!mayMove(locked.status, 'refunded')) throw notRefundable()
    const now = new Date()
    const refundedCents = before + amount
    const whole = refundedCents >= payment.amountCents
    const actor = by === 'system' ? ('system' as const) : { staffUserId: by.id }
    const note = refundNote({
      amount,
      before,
      paid: payment.amountCents,
      reason,
      refusedFor,
      recipientOptedOut,
    })
    let status: OrderStatus = locked.status
    let commission: Awaited<ReturnType<typeof reverseCommission>> = null
    if (whole) {
      await moveOrder(tx, orderId, locked.status, 'refunded', {
        actor,
        note,
        set: { paymentStatus: 'refunded', refundedAt: now, refundedCents },
      })
      status = 'refunded'
      await tx.update(payments).set({ refundedAt: now }).where(eq(payments.id, payment.id))
      commission = await reverseCommission(tx, locked, now)
    } else {
      // the partner keeps the commission of a sale that stands (decision 054)
      await noteOrder(tx, locked, { actor, note, set: { refundedCents } })
    }
    await removeRefundFromDailyMetrics(
      tx,
      locked,
      shopDate(locked.paidAt ?? payment.createdAt, services.config.SHOP_TZ),
      { cents: amount, whole },
    )
    if (by !== 'system') {
      await recordStaffAction(tx, by, refusedFor ? 'refuse' : 'refund', 'order', orderId, {
        cents: amount,
        refundedCents,
        ...(reason ? { reason } : {}),
        ...(refusedFor ? { rule: refusedFor } : {}),
        ...(commission ?? {}),
      })
    }
    // a refund of the whole payment at once is the order's one refund letter; each part has its own
    const part = before > 0 || !whole ? { amountCents: amount, refundedCents } : undefined
    await services.jobs.send(
      orderRefundedMailJob,
      {
        orderId,
        refusedFor,
        ...(recipientOptedOut ? { recipientOptedOut } : {}),
        ...(reason ? { reason } : {}),
        ...(part ? { part } : {}),
      },
      { tx, singletonKey: part ? `refund-mail-${orderId}-${refundedCents}` : `refund-mail-${orderId}` },
    )
    return { refunded: true, status, refundedCents }
  })
}

/** The refund's line on the order's history: how much of what was paid, and why. */
function refundNote({
  amount,
  before,
  paid,
  reason,
  refusedFor,
  recipientOptedOut,
}: {
  amount: number
  before: number
  paid: number
  reason?: string
  refusedFor?: CodeRule
  recipientOptedOut?: boolean
}) {
  const refunded =
    before === 0 && amount === paid
      ? `refunded in full: ${formatCents(amount)}`
      : before + amount >= paid
        ? `refunded the remaining ${formatCents(amount)} (${formatCents(paid)} in all)`
        : `refunded ${formatCents(amount)} of ${formatCents(paid)}${before > 0 ? ` (${formatCents(before + amount)} in all)` : ''}`
  const why = reason ? `. Reason: ${reason}` : ''
  if (refusedFor)
    return `refused under the Scribes' Code (${ruleInSentence(refusedFor)}) and ${refunded}${why}`
  if (recipientOptedOut) {
    return `not sent: its recipient has asked to receive no more scrolls; ${refunded}${why}`
  }
  return `${refunded}${why}`
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

/** What the letter of a refund made by staff or the shop says beyond the order itself (`orderRefundedMailJob`). */
export type RefundLetter = Pick<RefundRequest, 'reason' | 'refusedFor' | 'recipientOptedOut'> & {
  /** a refund of less than the whole payment at once: this refund's cents, and all refunded with it */
  part?: { amountCents: number; refundedCents: number }
}

/**
 * The letter of a refund made from the back office, with a Message-ID fixed per order, or per part refund
 * (by all it brought the refunds to, which only grows), so a retried letter is the same message.
 */
export async function sendOrderRefundedMail(
  services: Services,
  { orderId, ...refund }: RefundLetter & { orderId: string },
) {
  const key = refund.part ? `order-refund-${orderId}-${refund.part.refundedCents}` : `order-refund-${orderId}`
  await sendRefundLetter(services, orderId, key, refund)
}

/** The customer's letter for each refund; an order cancelled for a late payment says why it was refunded. */
async function sendRefundLetter(
  services: Services,
  orderId: string,
  messageKey: string,
  refund: RefundLetter = {},
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
    ...refund,
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
