import { configuredOrigin } from '../../http/public-origin'
import { deliveryMail, sentAgainMail } from '../../letters/scroll-letters'
import { sentAgainMessageId } from '../../mail/message-id'
import { customerOrderPageLink } from '../../order-pages/order-page-link'
import { recipientLinks } from '../../recipients/recipient-links'
import { lateNarrationJob } from '../narration-delivery/late-narration-job'
import { optedOutDeliveries, stopForOptOut } from './opted-out-recipients'
import { type StepWork, workThrough } from './step-work'

/**
 * Emails each sealed scroll to its recipient (or to the customer when there is none). A delivery marked
 * emailed is never sent again; one interrupted between sending and marking is sent again with the same
 * Message-ID, so the outbox and receiving servers see one message. A bought narration that failed is
 * queued to follow the scroll in a letter of its own. A recipient on the do-not-send list gets nothing,
 * checked right before the sending (`stopForOptOut` says what becomes of the order). A scroll sent again
 * in place of an earlier copy says so, and its customer hears of it only when staff ticked that they be told.
 */
export const emailStep: StepWork = async (services, order, deliveries) => {
  const pending = deliveries.filter((delivery) => delivery.emailedAt === null)
  const refused = await optedOutDeliveries(services, pending)
  if (refused.size > 0) {
    const stopped = await stopForOptOut(
      services,
      order,
      pending.filter((delivery) => refused.has(delivery.id)),
    )
    if (stopped) return stopped
  }
  const sending = pending.filter((delivery) => !refused.has(delivery.id))
  const origin = configuredOrigin(services.config)
  await workThrough(services, sending, async (delivery) => {
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
    const links = delivery.recipientEmail
      ? recipientLinks(services.recipientKeys, origin, {
          recipientEmail: delivery.recipientEmail,
          deliveryId: delivery.id,
        })
      : undefined
    const orderPage = customerOrderPageLink(services, order.id)
    const mail = deliveryMail(order, delivery, { pdf, narration }, links, orderPage)
    await services.mailer.send({ ...mail, messageId: delivery.messageId, orderId: order.id })
    // a scroll sent again: the customer is told when staff chose so
    const told = sentAgainMail(order, delivery, orderPage)
    if (told) {
      const messageId = sentAgainMessageId(delivery.id, delivery.revision)
      await services.mailer.send({ ...told, messageId, orderId: order.id })
    }
    if (narrationFollows) {
      await services.jobs.send(lateNarrationJob, { deliveryId: delivery.id }, { singletonKey: delivery.id })
    }
    return { emailedAt: new Date() }
  })
  const withheld =
    refused.size > 0 ? `; ${refused.size} withheld: the recipient asked for no more scrolls` : ''
  return { note: `${sending.length} scroll(s) emailed${withheld}`, did: pending.length > 0 }
}
