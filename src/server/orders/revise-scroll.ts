import { and, eq } from 'drizzle-orm'
import { type OrderActor, scrollNumber } from '@/domain/order-lifecycle'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import { scrollDeliveries } from '../db/schema'
import { HttpError } from '../http/errors'
import { receiptMessageId, scrollMessageId } from '../mail/message-id'
import type { Services } from '../services'
import { lockOrder, noteOrder } from './move-order'
import { fulfilmentStepJob } from './order-jobs'
import { recordByStaff } from './record-by-staff'

export type ScrollRevision = {
  orderId: string
  deliveryId: string
  /** the revision the member of staff was looking at: a revision made meanwhile refuses this one */
  expectedRevision: number
  /** the new text (its length in pages stays the scroll's); without it the scroll is sent again as it is */
  scroll?: Omit<ComposedScroll, 'pages'>
}

/**
 * A new revision of one scroll (product decision 13): its text replaced by staff, or the same text sent
 * again. It is sealed and emailed anew, with a Message-ID of its own, so the recipient receives it as a new
 * message; once the scroll had gone out, the customer gets a new receipt too. Exactly once per click: the
 * revision moves on only from the one the click was made on, so a second click of the same button is
 * refused (409). The order keeps its status; its history notes the revision. A failed order keeps the new
 * text for its retry, a held one for its approval.
 */
export async function reviseScroll(services: Services, revision: ScrollRevision, actor: OrderActor) {
  return services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, revision.orderId)
    const [delivery] = await tx
      .select()
      .from(scrollDeliveries)
      .where(
        and(eq(scrollDeliveries.id, revision.deliveryId), eq(scrollDeliveries.orderId, revision.orderId)),
      )
    if (!order || !delivery) throw new HttpError(404, 'not_found', 'Scroll not found')
    if (order.paymentStatus !== 'paid') {
      throw new HttpError(409, 'conflict', 'Only the scrolls of a paid order can be changed or sent.')
    }
    if (delivery.revision !== revision.expectedRevision) {
      throw new HttpError(
        409,
        'conflict',
        `This scroll is at revision ${delivery.revision} now: it was changed or sent again meanwhile.`,
      )
    }
    const next = delivery.revision + 1
    const resent = delivery.emailedAt !== null
    await tx
      .update(scrollDeliveries)
      .set({
        ...(revision.scroll
          ? {
              scroll: { ...revision.scroll, pages: delivery.scroll?.pages ?? 1 },
              writtenBy: 'staff' as const,
              composedAt: new Date(),
            }
          : {}),
        revision: next,
        messageId: scrollMessageId(delivery.id, next),
        renderedAt: null,
        pdfFileKey: null,
        narrationFileKey: null,
        narrationFailure: null,
        emailedAt: null,
      })
      .where(eq(scrollDeliveries.id, delivery.id))
    const what = revision.scroll ? 'rewritten' : 'sent again unchanged'
    await noteOrder(tx, order, {
      actor,
      note: `scroll ${scrollNumber(delivery.position)} (${delivery.targetName}) ${what}: revision ${next}`,
      // a scroll that had gone out goes again, and the customer is told with a new receipt
      set: resent
        ? {
            receiptSentAt: null,
            receiptMessageId: receiptMessageId(order.id, `${delivery.position}-r${next}`),
          }
        : undefined,
    })
    await recordByStaff(tx, actor, revision.scroll ? 'rewrite-scroll' : 'resend-scroll', order.id, {
      deliveryId: delivery.id,
      revision: next,
    })
    // a failed order keeps the new text for its retry, a held one for its approval
    if (order.status !== 'failed' && order.status !== 'held') {
      await services.jobs.send(fulfilmentStepJob, { orderId: order.id, step: 'render' }, { tx })
    }
    return { revision: next, resent }
  })
}
