import { deliveryMail } from '../../letters/scroll-letters'
import { lateNarrationJob } from '../narration-delivery/late-narration-job'
import { type StepWork, workThrough } from './step-work'

/**
 * Emails each sealed scroll to its recipient (or to the customer when there is none). A delivery marked
 * emailed is never sent again; one interrupted between sending and marking is sent again with the same
 * Message-ID, so the outbox and receiving servers see one message. A bought narration that failed is
 * queued to follow the scroll in a letter of its own.
 */
export const emailStep: StepWork = async (services, order, deliveries) => {
  const pending = deliveries.filter((delivery) => delivery.emailedAt === null)
  await workThrough(services, pending, async (delivery) => {
    if (!delivery.scroll || !delivery.pdfFileKey) throw new Error(`delivery ${delivery.id} is not sealed yet`)
    const pdf =
      delivery.pdf ?? Buffer.from(await services.storage.get('generated-scrolls', delivery.pdfFileKey))
    const narration = delivery.narrationFileKey
      ? {
          fileKey: delivery.narrationFileKey,
          content: Buffer.from(await services.storage.get('voice-narrations', delivery.narrationFileKey)),
        }
      : undefined
    const narrationFollows = order.options.voiceNarration && !delivery.narrationFileKey
    const mail = deliveryMail(order, delivery, { pdf, narration })
    await services.mailer.send({ ...mail, messageId: delivery.messageId, orderId: order.id })
    if (narrationFollows) {
      await services.jobs.send(lateNarrationJob, { deliveryId: delivery.id }, { singletonKey: delivery.id })
    }
    return { emailedAt: new Date() }
  })
  return { note: `${pending.length} scroll(s) emailed`, did: pending.length > 0 }
}
