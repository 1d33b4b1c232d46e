import { scrollProducts } from '@/domain/catalog-products'
import { quotedDeliveryDays } from '@/domain/commission-quote'
import { orderReference } from '@/domain/order-reference'
import type { orders, scrollDeliveries } from '../db/schema'
import type { MailMessage } from '../mail/mailer'
import { customerCopyEmail } from './emails/customer-copy-email'
import { orderReceiptEmail } from './emails/order-receipt-email'
import { scrollDeliveryEmail } from './emails/scroll-delivery-email'

type Order = typeof orders.$inferSelect
type Delivery = typeof scrollDeliveries.$inferSelect

/** What the customer bought, as the letters name it. */
export function productName(order: Order): string {
  if (order.kind === 'bundle') return 'Scroll'
  return scrollProducts[order.scrollType as keyof typeof scrollProducts]?.name ?? 'Scroll'
}

/** Whether the herald's reading rides with the scroll, follows it later, or was not bought. */
function narrationOf(order: Order, delivery: Delivery) {
  if (delivery.narrationFileKey !== null) return 'attached'
  return order.options.voiceNarration ? 'follows' : undefined
}

/** The scroll's letter: to its recipient, or to the customer when the order names no recipient address. */
export function deliveryMail(order: Order, delivery: Delivery): Omit<MailMessage, 'attachments'> {
  const narration = narrationOf(order, delivery)
  if (!delivery.recipientEmail) {
    const parts = customerCopyEmail({
      reference: orderReference(order.id),
      productName: productName(order),
      targetName: delivery.targetName,
      customerName: order.customerName,
      narration,
    })
    return { to: order.customerEmail, ...parts }
  }
  const parts = scrollDeliveryEmail({
    reference: orderReference(order.id),
    productName: productName(order),
    targetName: delivery.targetName,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    anonymous: order.anonymousDelivery,
    narration,
  })
  return { to: delivery.recipientEmail, ...parts }
}

/** The customer's receipt, naming where each scroll went. */
export function receiptMail(
  order: Order,
  deliveries: Delivery[],
  options: { receiptAttached?: boolean } = {},
): Omit<MailMessage, 'attachments'> {
  const parts = orderReceiptEmail({
    reference: orderReference(order.id),
    customerName: order.customerName,
    productName: productName(order),
    lines: order.quoteLines,
    totalCents: order.totalPriceCents,
    scrollType: order.scrollType,
    deliverySpeed: order.deliverySpeed,
    // a paid commission is due the days its quote gave after its payment
    quotedDeliveryDays:
      order.kind === 'commission' && order.paidAt && order.dueAt
        ? quotedDeliveryDays(order.paidAt, order.dueAt)
        : undefined,
    sentTo: deliveries.map((delivery) => ({
      // a single scroll may be addressed to someone other than its target
      name: (delivery.position === 0 && order.recipientName) || delivery.targetName,
      email: delivery.recipientEmail,
    })),
    anonymous: order.anonymousDelivery,
    paidAt: order.paidAt ?? order.createdAt,
    testPayment: order.paymentProvider === 'local',
    receiptAttached: options.receiptAttached,
  })
  return { to: order.customerEmail, ...parts }
}
