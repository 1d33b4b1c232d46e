import { latePaymentRefunded } from '../orders/cancel-late-payment'
import { markOrderPaid } from '../orders/mark-order-paid'
import { findOrder, type PublicOrder, toPublicOrder } from '../orders/public-order'
import type { Services } from '../services'

export type PaymentVerification = { success: boolean; order: PublicOrder | null; error: string | null }

/**
 * Asks the provider whether a checkout was paid and, if so, marks its order paid (idempotently, so the
 * webhook and this call may both arrive).
 */
export async function verifyPayment(
  services: Services,
  { sessionId, orderId }: { sessionId: string; orderId: string },
): Promise<PaymentVerification> {
  const order = await findOrder(services.db, orderId)
  if (!order) return { success: false, order: null, error: 'Order not found' }
  const session = await services.payments.retrieveSession(sessionId)
  if (!session || session.orderId !== order.id) {
    return {
      success: false,
      order: toPublicOrder(order),
      error: 'This payment session does not belong to this order',
    }
  }
  if (session.status !== 'paid') {
    const error =
      session.status === 'open' ? 'Payment has not been completed' : `Payment session ${session.status}`
    return { success: false, order: toPublicOrder(order), error }
  }
  // An order already paid (the test checkout's Pay button or the webhook came first, as they usually do)
  // is answered as it was read: locking its row now would only wait on fulfilment, which works on it
  // from the moment it is paid
  let settled = order
  if (order.status === 'pending_payment') {
    await markOrderPaid(services, {
      orderId: order.id,
      provider: services.payments.kind,
      sessionId: session.id,
      amountCents: session.amountCents ?? order.totalPriceCents,
    })
    settled = (await findOrder(services.db, order.id)) ?? order
  }
  // the webhook may have settled it first: a payment refunded before the order was ever paid came too late
  if (settled.paymentStatus === 'refunded' && !settled.paidAt) {
    return { success: false, order: toPublicOrder(settled), error: latePaymentRefunded }
  }
  return { success: true, order: toPublicOrder(settled), error: null }
}
