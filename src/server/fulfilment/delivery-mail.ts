import { scrollProducts } from '@/domain/catalog-products'
import type { orders, scrollDeliveries } from '../db/schema'
import type { MailMessage } from '../mail/mailer'
import { customerCopyEmail } from './emails/customer-copy-email'
import { orderReceiptEmail } from './emails/order-receipt-email'
import { scrollDeliveryEmail } from './emails/scroll-delivery-email'

type Order = typeof orders.$inferSelect
type Delivery = typeof scrollDeliveries.$inferSelect

function productName(order: Order): string {
  if (order.kind === 'bundle') return 'Scroll'
  return scrollProducts[order.scrollType as keyof typeof scrollProducts]?.name ?? 'Scroll'
}

/** The scroll's letter: to its recipient, or to the customer when the order names no recipient address. */
export function deliveryMail(order: Order, delivery: Delivery): Omit<MailMessage, 'attachments'> {
  const narrated = delivery.narrationFileKey !== null
  if (!delivery.recipientEmail) {
    const parts = customerCopyEmail({
      orderNumber: order.orderNumber,
      productName: productName(order),
      targetName: delivery.targetName,
      customerName: order.customerName,
      narrated,
    })
    return { to: order.customerEmail, ...parts }
  }
  const parts = scrollDeliveryEmail({
    orderNumber: order.orderNumber,
    productName: productName(order),
    targetName: delivery.targetName,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    anonymous: order.anonymousDelivery,
    narrated,
  })
  return { to: delivery.recipientEmail, ...parts }
}

/** The customer's receipt, naming where each scroll went. */
export function receiptMail(order: Order, deliveries: Delivery[]): Omit<MailMessage, 'attachments'> {
  const recipients = deliveries.map((delivery) => delivery.recipientEmail).filter((email) => email !== null)
  const parts = orderReceiptEmail({
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    productName: productName(order),
    lines: order.quoteLines,
    totalCents: order.totalPriceCents,
    deliverySpeed: order.deliverySpeed,
    targetName: order.targetName,
    recipientEmail: recipients.length > 0 ? recipients.join(', ') : null,
    anonymous: order.anonymousDelivery,
    paidAt: order.paidAt ?? order.createdAt,
    testPayment: order.paymentProvider === 'local',
  })
  return { to: order.customerEmail, ...parts }
}
