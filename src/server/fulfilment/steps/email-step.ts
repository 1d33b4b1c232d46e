import type { MailAttachment } from '../../mail/mailer'
import { deliveryMail } from '../delivery-mail'
import { type StepWork, workThrough } from './step-work'

/**
 * Emails each sealed scroll to its recipient (or to the customer when there is none). A delivery marked
 * emailed is never sent again; one interrupted between sending and marking is sent again with the same
 * Message-ID, so the outbox and receiving servers see one message.
 */
export const emailStep: StepWork = async (services, order, deliveries) => {
  const pending = deliveries.filter((delivery) => delivery.emailedAt === null)
  const deliveryChanges = await workThrough(services, pending, async (delivery) => {
    if (!delivery.scroll || !delivery.pdfFileKey) throw new Error(`delivery ${delivery.id} is not sealed yet`)
    const attachments: MailAttachment[] = [
      {
        filename: `scroll-${order.orderNumber}${delivery.position ? `-${delivery.position}` : ''}.pdf`,
        content:
          delivery.pdf ?? Buffer.from(await services.storage.get('generated-scrolls', delivery.pdfFileKey)),
        contentType: 'application/pdf',
      },
    ]
    if (delivery.narrationFileKey) {
      attachments.push({
        filename: `scroll-${order.orderNumber}-narration.wav`,
        content: Buffer.from(await services.storage.get('voice-narrations', delivery.narrationFileKey)),
        contentType: 'audio/wav',
      })
    }
    const mail = deliveryMail(order, delivery)
    await services.mailer.send({ ...mail, attachments, messageId: delivery.messageId })
    return { emailedAt: new Date() }
  })
  return { note: `${pending.length} scroll(s) emailed`, did: pending.length > 0, deliveryChanges }
}
