import { quotedDeliveryDays } from '@/domain/commission-quote'
import { orderReference } from '@/domain/order-reference'
import type { Order, scrollDeliveries } from '../db/schema'
import type { MailMessage } from '../mail/mailer'
import { narrationAttachment, premiumReceiptAttachment, scrollPdfAttachment } from './attachments'
import type { OrderPageLink } from './order-page-block'
import { orderReceiptEmail } from './order-receipt'
import { deliveredScrollName, productName } from './product-name'
import type { RecipientLinks } from './recipient-footer'
import { customerCopyEmail } from './scroll-copy-to-customer'
import { scrollDeliveryEmail } from './scroll-delivered'
import { scrollSentAgainEmail } from './scroll-sent-again'

/** A scroll to deliver; a bundle's carries its target's scroll type, which names it in its letter. */
type Delivery = typeof scrollDeliveries.$inferSelect & { scrollType?: string | null }

/** Whether the herald's reading rides with the scroll, follows it later, or was not bought. */
function narrationOf(order: Order, delivery: Delivery): 'attached' | 'follows' | undefined {
  if (delivery.narrationFileKey !== null) return 'attached'
  return order.options.voiceNarration ? 'follows' : undefined
}

/** What a scroll's letter carries: its sealed PDF, and the herald's reading when it is ready. */
export type ScrollFiles = { pdf: Buffer; narration?: { fileKey: string; content: Buffer } }

/**
 * The scroll's letter: to its recipient, or to the customer when the order names no recipient address,
 * with its files. A letter to a recipient carries their "no more" and "report" links, and is not written
 * without them; the customer's copy carries the link to their order's page, and is not written without it.
 */
export function deliveryMail(
  order: Order,
  delivery: Delivery,
  files: ScrollFiles,
  links?: RecipientLinks,
  orderPage?: OrderPageLink,
): MailMessage {
  const reference = orderReference(order.id)
  const attachments = [scrollPdfAttachment(reference, delivery.position, files.pdf)]
  if (files.narration) attachments.push(narrationAttachment(reference, delivery.position, files.narration))
  return { ...deliveryLetter(order, delivery, links, orderPage), attachments }
}

function deliveryLetter(
  order: Order,
  delivery: Delivery,
  links: RecipientLinks | undefined,
  orderPage: OrderPageLink | undefined,
) {
  const scroll = {
    reference: orderReference(order.id),
    productName: deliveredScrollName(order, delivery.scrollType),
    targetName: delivery.targetName,
    customerName: order.customerName,
    narration: narrationOf(order, delivery),
    again: delivery.earlierCopy ? { corrected: delivery.earlierCopy.corrected } : undefined,
  }
  if (!delivery.recipientEmail) {
    if (!orderPage) throw new Error(`the customer's copy of scroll ${delivery.id} has no link to its page`)
    return { to: order.customerEmail, ...customerCopyEmail({ ...scroll, orderPage }) }
  }
  if (!links) throw new Error(`the scroll ${delivery.id} to its recipient has no opt-out links`)
  return {
    to: delivery.recipientEmail,
    ...scrollDeliveryEmail({
      ...scroll,
      customerEmail: order.customerEmail,
      anonymous: order.anonymousDelivery,
      links,
    }),
  }
}

/**
 * The customer's word that a scroll went to its recipient again, when staff chose to tell them; undefined
 * when there is nothing to tell (the scroll went to the customer, or staff did not tick it).
 */
export function sentAgainMail(
  order: Order,
  delivery: Delivery,
  orderPage: OrderPageLink,
): MailMessage | undefined {
  if (!delivery.recipientEmail || !delivery.earlierCopy?.tellCustomer) return undefined
  return {
    to: order.customerEmail,
    ...scrollSentAgainEmail({
      reference: orderReference(order.id),
      customerName: order.customerName,
      targetName: delivery.targetName,
      corrected: delivery.earlierCopy.corrected,
      orderPage,
    }),
  }
}

/**
 * The customer's receipt, naming where each scroll went, with the link to the order's page; the Eternal
 * Scroll's Premium PDF Receipt rides with it.
 */
export function receiptMail(
  order: Order,
  deliveries: Delivery[],
  orderPage: OrderPageLink,
  files: { premiumReceipt?: Buffer } = {},
): MailMessage {
  const reference = orderReference(order.id)
  const parts = orderReceiptEmail({
    reference,
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
    receiptAttached: files.premiumReceipt !== undefined,
    orderPage,
  })
  const attachments = files.premiumReceipt ? [premiumReceiptAttachment(reference, files.premiumReceipt)] : []
  return { to: order.customerEmail, ...parts, attachments }
}
