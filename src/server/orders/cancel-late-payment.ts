import { eq } from 'drizzle-orm'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import type { DbTransaction } from '../db/database'
import { paymentSessions } from '../db/schema'
import type { Services } from '../services'
import { moveOrder } from './move-order'
import { refundPaymentJob } from './order-jobs'
import type { PaymentConfirmation } from './payment-provider'

/** What the customer reads on the page they return to after a payment that came too late. */
export const latePaymentRefunded =
  `This order's early-bird price was held for ${EARLY_BIRD_HOLD_MINUTES} minutes, and its place went to ` +
  'another customer before thy payment came. Thy payment has been refunded in full; thou mayest order ' +
  'again at the price the form shows.'

/**
 * A payment that came after its early-bird place went to someone else, with no place left: the price the
 * customer was shown cannot be honoured, nor another charged, so the order is cancelled and the payment
 * refunded in full. The refund is a job created with this decision (`refundPayment`): retried until the
 * provider agrees.
 */
export async function cancelLatePayment(
  tx: DbTransaction,
  services: Pick<Services, 'jobs'>,
  payment: PaymentConfirmation,
) {
  const cancelled = await moveOrder(tx, payment.orderId, 'pending_payment', 'cancelled', {
    actor: 'system',
    note: `paid through ${payment.provider} (${payment.sessionId}) after its early-bird place had gone; refunded in full`,
    set: { paymentStatus: 'refunded', refundedCents: payment.amountCents },
  })
  if (!cancelled) return
  await tx.update(paymentSessions).set({ status: 'paid' }).where(eq(paymentSessions.id, payment.sessionId))
  await services.jobs.send(
    refundPaymentJob,
    { orderId: payment.orderId, sessionId: payment.sessionId },
    { tx, singletonKey: payment.sessionId },
  )
}
