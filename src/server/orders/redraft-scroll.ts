import { and, eq } from 'drizzle-orm'
import { scrollNumber } from '@/domain/order-lifecycle'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import type { DbOrTransaction } from '../db/database'
import { type Order, orders, scrollDeliveries } from '../db/schema'
import { HttpError } from '../http/errors'
import { receiptMessageId, scrollMessageId } from '../mail/message-id'
import type { Services } from '../services'
import { lockOrder, noteOrder } from './move-order'
import { fulfilmentStepJob } from './order-jobs'
import { recordByStaff } from './record-by-staff'

type Delivery = typeof scrollDeliveries.$inferSelect

/** A fresh draft of one scroll, who wrote it, and a line on why the model's drafts were refused, if any. */
export type ScrollDraft = { scroll: ComposedScroll; writtenBy: 'engine' | 'model'; note: string | null }

export type ScrollRedraft = {
  orderId: string
  deliveryId: string
  /** the revision the member of staff was looking at: a revision made meanwhile refuses this one */
  expectedRevision: number
  /**
   * Writes the scroll anew for `revision` with the shop's current writer: fulfilment's, passed in by the
   * caller, since an order's verbs never import fulfilment (decision 045).
   */
  write: (order: Order, delivery: Delivery, revision: number) => Promise<ScrollDraft>
}

const writers = { engine: 'the scribe engine', model: 'the language model' } as const

/** The order and its scroll, if a fresh draft may replace the scroll now. */
async function loadScroll(db: DbOrTransaction, redraft: ScrollRedraft, order: Order | undefined) {
  const [delivery] = await db
    .select()
    .from(scrollDeliveries)
    .where(and(eq(scrollDeliveries.id, redraft.deliveryId), eq(scrollDeliveries.orderId, redraft.orderId)))
  if (!order || !delivery) throw new HttpError(404, 'not_found', 'Scroll not found')
  if (order.paymentStatus !== 'paid') {
    throw new HttpError(409, 'conflict', 'Only the scrolls of a paid order can be written again.')
  }
  if (order.status !== 'held' && delivery.emailedAt === null) {
    throw new HttpError(
      409,
      'conflict',
      'A fresh draft is written only while the order is held for review, or once the scroll has gone out.',
    )
  }
  if (delivery.revision !== redraft.expectedRevision) {
    throw new HttpError(
      409,
      'conflict',
      `This scroll is at revision ${delivery.revision} now: it was changed or sent again meanwhile.`,
    )
  }
  return { order, delivery }
}

/**
 * A member of staff asks for a fresh draft of one scroll: the shop's current writer writes it anew, from
 * a new seed (the scroll's and its new revision's), and it is stored as a new revision the way
 * `reviseScroll` stores staff's text. A held order keeps it for its approval (a failed one for its
 * retry); a scroll that had gone out is sealed and sent again, and the customer gets a new receipt. The
 * writer is asked outside any transaction; the draft is stored only if the scroll is still at the revision
 * the click was made on, so a second click of the same button is refused (409).
 */
export async function redraftScroll(
  services: Services,
  redraft: ScrollRedraft,
  actor: { staffUserId: string },
) {
  const [found] = await services.db.select().from(orders).where(eq(orders.id, redraft.orderId))
  const { order, delivery } = await loadScroll(services.db, redraft, found)
  const next = delivery.revision + 1
  const written = await redraft.write(order, delivery, next)
  return services.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, redraft.orderId)
    const { order: current } = await loadScroll(tx, redraft, locked)
    const resent = delivery.emailedAt !== null
    await tx
      .update(scrollDeliveries)
      .set({
        scroll: written.scroll,
        writtenBy: written.writtenBy,
        composedAt: new Date(),
        revision: next,
        messageId: scrollMessageId(delivery.id, next),
        renderedAt: null,
        pdfFileKey: null,
        narrationFileKey: null,
        narrationFailure: null,
        emailedAt: null,
      })
      .where(eq(scrollDeliveries.id, delivery.id))
    const what = `scroll ${scrollNumber(delivery.position)} (${delivery.targetName}) written again by ${writers[written.writtenBy]}: revision ${next}`
    await noteOrder(tx, current, {
      actor,
      note: [what, written.note].filter(Boolean).join('; '),
      // a scroll that had gone out goes again, and the customer is told with a new receipt
      set: resent
        ? {
            receiptSentAt: null,
            receiptMessageId: receiptMessageId(current.id, `${delivery.position}-r${next}`),
          }
        : undefined,
    })
    await recordByStaff(tx, actor, 'redraft-scroll', current.id, {
      deliveryId: delivery.id,
      revision: next,
      writtenBy: written.writtenBy,
    })
    // a held order keeps the draft for its approval, a failed one for its retry
    if (current.status !== 'failed' && current.status !== 'held') {
      await services.jobs.send(fulfilmentStepJob, { orderId: current.id, step: 'render' }, { tx })
    }
    return { revision: next, writtenBy: written.writtenBy, resent }
  })
}
