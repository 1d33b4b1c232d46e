import { eq } from 'drizzle-orm'
import { orders, scrollDeliveries } from '../../db/schema'
import type { Order } from '../../orders/place-orders'
import type { Services } from '../../services'
import { receiptMail } from '../delivery-mail'
import { receiptMessageId } from '../plan-deliveries'

/** Sends the customer their receipt once, with a Message-ID fixed per order. */
export async function receiptStep(services: Services, order: Order) {
  if (order.receiptSentAt) return 'receipt already sent'
  const deliveries = await services.db
    .select()
    .from(scrollDeliveries)
    .where(eq(scrollDeliveries.orderId, order.id))
  const messageId = order.receiptMessageId ?? receiptMessageId(order.id)
  await services.mailer.send({ ...receiptMail(order, deliveries), messageId })
  await services.db
    .update(orders)
    .set({ receiptMessageId: messageId, receiptSentAt: new Date() })
    .where(eq(orders.id, order.id))
  return 'receipt sent to the customer'
}
