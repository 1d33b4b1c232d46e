import { orderReference } from '@/domain/order-reference'
import type { MailAttachment } from '../../mail/mailer'
import { receiptMail } from '../delivery-mail'
import { receiptMessageId } from '../plan-deliveries'
import type { ScrollPdfMeta } from '../scroll-pdf/render-scroll-pdf'
import type { StepWork } from './step-work'

/**
 * Sends the customer their receipt once, with a Message-ID fixed per order. The Eternal Scroll's Premium
 * PDF Receipt rides with it: prices go to the customer alone, never in what the recipient gets.
 */
export const receiptStep: StepWork = async (services, order, deliveries) => {
  if (order.receiptSentAt) return { note: 'receipt already sent', did: false }
  const messageId = order.receiptMessageId ?? receiptMessageId(order.id)
  const attachments: MailAttachment[] = []
  if (order.scrollType === 'eternal-scroll') {
    const pdf = await services.renderer.renderReceipt({
      reference: orderReference(order.id),
      orderNumber: order.orderNumber,
      date: order.paidAt ?? order.createdAt,
      scrollType: order.scrollType as ScrollPdfMeta['scrollType'],
      receipt: {
        lines: order.quoteLines,
        totalCents: order.totalPriceCents,
        customerName: order.customerName,
      },
    })
    attachments.push({
      filename: `receipt-${orderReference(order.id)}.pdf`,
      content: pdf,
      contentType: 'application/pdf',
    })
  }
  const mail = receiptMail(order, deliveries, { receiptAttached: attachments.length > 0 })
  await services.mailer.send({ ...mail, attachments, messageId, orderId: order.id })
  return {
    note: 'receipt sent to the customer',
    did: true,
    orderChanges: { receiptMessageId: messageId, receiptSentAt: new Date() },
  }
}
