import { orderReference } from '@/domain/order-reference'
import { receiptMail } from '../../letters/scroll-letters'
import { receiptMessageId } from '../../mail/message-id'
import { customerOrderPageLink } from '../../order-pages/order-page-link'
import type { ScrollPdfMeta } from '../scroll-pdf/render-scroll-pdf'
import type { StepWork } from './step-work'

/**
 * Sends the customer their receipt once, with a Message-ID fixed per order. The Eternal Scroll's Premium
 * PDF Receipt rides with it: prices go to the customer alone, never in what the recipient gets.
 */
export const receiptStep: StepWork = async (services, order, deliveries) => {
  if (order.receiptSentAt) return { note: 'receipt already sent', did: false }
  const messageId = order.receiptMessageId ?? receiptMessageId(order.id)
  const premiumReceipt =
    order.scrollType === 'eternal-scroll'
      ? await services.renderer.renderReceipt({
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
      : undefined
  const mail = receiptMail(order, deliveries, customerOrderPageLink(services, order.id), { premiumReceipt })
  await services.mailer.send({ ...mail, messageId, orderId: order.id })
  return {
    note: 'receipt sent to the customer',
    did: true,
    orderChanges: { receiptMessageId: messageId, receiptSentAt: new Date() },
  }
}
