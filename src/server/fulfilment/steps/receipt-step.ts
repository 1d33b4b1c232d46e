import { receiptMail } from '../delivery-mail'
import { receiptMessageId } from '../plan-deliveries'
import type { StepWork } from './step-work'

/** Sends the customer their receipt once, with a Message-ID fixed per order. */
export const receiptStep: StepWork = async (services, order, deliveries) => {
  if (order.receiptSentAt) return { note: 'receipt already sent', did: false }
  const messageId = order.receiptMessageId ?? receiptMessageId(order.id)
  await services.mailer.send({ ...receiptMail(order, deliveries), messageId })
  return {
    note: 'receipt sent to the customer',
    did: true,
    orderChanges: { receiptMessageId: messageId, receiptSentAt: new Date() },
  }
}
