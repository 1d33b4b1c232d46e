import { eq } from 'drizzle-orm'
import { orderReference } from '@/domain/order-reference'
import { orders, scrollDeliveries } from '../../db/schema'
import { configuredOrigin } from '../../http/public-origin'
import { narrationAttachment } from '../../letters/attachments'
import { lateNarrationEmail } from '../../letters/late-narration'
import { shopMessageId } from '../../mail/message-id'
import { noteOrder } from '../../orders/move-order'
import { optedOut } from '../../recipients/do-not-send'
import { recipientHash } from '../../recipients/recipient-hash'
import { recipientLinks } from '../../recipients/recipient-links'
import type { Services } from '../../services'
import { narrateDelivery } from './narrate-delivery'

/** One Message-ID per delivery and revision, so a send retried after a crash is the same message. */
export function lateNarrationMessageId(deliveryId: string, revision: number): string {
  return shopMessageId(`narration-${deliveryId}-r${revision}`)
}

async function load(services: Services, deliveryId: string) {
  const [row] = await services.db
    .select({ delivery: scrollDeliveries, order: orders })
    .from(scrollDeliveries)
    .innerJoin(orders, eq(orders.id, scrollDeliveries.orderId))
    .where(eq(scrollDeliveries.id, deliveryId))
  return row
}

/**
 * Narrates a delivery whose reading failed at sealing time and emails the recording where the scroll
 * went. It waits for the scroll's own letter: a reading never arrives before its scroll.
 */
export async function sendLateNarration(services: Services, deliveryId: string): Promise<void> {
  const row = await load(services, deliveryId)
  if (!row?.order.options.voiceNarration || row.delivery.narrationEmailedAt) return
  const { delivery, order } = row
  if (!delivery.emailedAt) throw new Error('the scroll has not been emailed yet')
  // a recipient who said "no more" since the scroll went gets no more, its reading included
  const hash = delivery.recipientEmail && recipientHash(services.recipientKeys, delivery.recipientEmail)
  if (hash && (await optedOut(services.db, [hash])).has(hash)) {
    await noteOrder(services.db, order, {
      actor: 'system',
      note: "narration: the herald's reading was not sent; its recipient has asked to receive no more scrolls",
    })
    return
  }

  let fileKey = delivery.narrationFileKey
  if (!fileKey) {
    const outcome = await narrateDelivery(services, order, delivery)
    if (outcome.narrationFailure !== null) {
      await services.db
        .update(scrollDeliveries)
        .set({ narrationFailure: outcome.narrationFailure })
        .where(eq(scrollDeliveries.id, deliveryId))
      throw new Error(outcome.narrationFailure)
    }
    fileKey = outcome.narrationFileKey
    await services.db
      .update(scrollDeliveries)
      .set({ narrationFileKey: fileKey })
      .where(eq(scrollDeliveries.id, deliveryId))
  }

  const toCustomer = delivery.recipientEmail === null
  const parts = lateNarrationEmail({
    reference: orderReference(order.id),
    targetName: delivery.targetName,
    toCustomer,
    customerName: order.customerName,
    links: delivery.recipientEmail
      ? recipientLinks(services.recipientKeys, configuredOrigin(services.config), {
          recipientEmail: delivery.recipientEmail,
          deliveryId: delivery.id,
        })
      : undefined,
  })
  await services.mailer.send({
    ...parts,
    to: delivery.recipientEmail ?? order.customerEmail,
    messageId: lateNarrationMessageId(delivery.id, delivery.revision),
    orderId: order.id,
    attachments: [
      narrationAttachment(orderReference(order.id), delivery.position, {
        fileKey,
        content: Buffer.from(await services.storage.get('voice-narrations', fileKey)),
      }),
    ],
  })
  await services.db.transaction(async (tx) => {
    await tx
      .update(scrollDeliveries)
      .set({ narrationEmailedAt: new Date(), narrationFailure: null })
      .where(eq(scrollDeliveries.id, deliveryId))
    await noteOrder(tx, order, {
      actor: 'system',
      note: "narration: the herald's reading, late, emailed on its own",
    })
  })
}

/** Every retry failed: the history says so, for staff to see and send again. */
export async function giveUpLateNarration(services: Services, deliveryId: string, error: unknown) {
  const row = await load(services, deliveryId)
  if (!row) return
  const reason = error instanceof Error ? error.message : String(error)
  await noteOrder(services.db, row.order, {
    actor: 'system',
    note: `narration failed on every retry: ${reason}`.slice(0, 1000),
  })
  services.logger.error({ orderNumber: row.order.orderNumber, reason }, 'a late narration was given up')
}
