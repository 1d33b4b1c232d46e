import { eq } from 'drizzle-orm'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import type { DbOrTransaction } from '../db/database'
import { type Order, orders } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Services } from '../services'
import { lockOrder } from './move-order'
import { type ScrollAtRevision, type ScrollDelivery, scrollToRevise, storeRevision } from './scroll-revisions'

/** A fresh draft of one scroll, who wrote it, and a line on why the model's drafts were refused, if any. */
export type ScrollDraft = { scroll: ComposedScroll; writtenBy: 'engine' | 'model'; note: string | null }

export type ScrollRedraft = ScrollAtRevision & {
  /**
   * Writes the scroll anew for `revision` with the shop's current writer: fulfilment's, passed in by the
   * caller, since an order's verbs never import fulfilment (decision 045).
   */
  write: (order: Order, delivery: ScrollDelivery, revision: number) => Promise<ScrollDraft>
}

const writers = { engine: 'the scribe engine', model: 'the language model' } as const

/** The order and its scroll, if a fresh draft may replace the scroll now. */
async function loadScroll(db: DbOrTransaction, redraft: ScrollRedraft, order: Order | undefined) {
  const found = await scrollToRevise(
    db,
    redraft,
    order,
    'Only the scrolls of a paid order can be written again.',
  )
  if (found.order.status !== 'held' && found.delivery.emailedAt === null) {
    throw new HttpError(
      409,
      'conflict',
      'A fresh draft is written only while the order is held for review, or once the scroll has gone out.',
    )
  }
  return found
}

/**
 * A member of staff asks for a fresh draft of one scroll: the shop's current writer writes it anew, from
 * a new seed (the scroll's and its new revision's), and it is stored as a new revision the way
 * `reviseScroll` stores staff's text (`storeRevision`). The writer is asked outside any transaction; the
 * draft is stored only if the scroll is still at the revision the click was made on, so a second click of
 * the same button is refused (409).
 */
export async function redraftScroll(
  services: Services,
  redraft: ScrollRedraft,
  actor: { staffUserId: string },
) {
  const [found] = await services.db.select().from(orders).where(eq(orders.id, redraft.orderId))
  const { order, delivery } = await loadScroll(services.db, redraft, found)
  const written = await redraft.write(order, delivery, delivery.revision + 1)
  return services.db.transaction(async (tx) => {
    const current = await loadScroll(tx, redraft, await lockOrder(tx, redraft.orderId))
    const stored = await storeRevision(services, tx, current.order, current.delivery, {
      text: { scroll: written.scroll, writtenBy: written.writtenBy },
      what: `written again by ${writers[written.writtenBy]}`,
      more: written.note,
      actor,
      action: 'redraft-scroll',
      detail: { writtenBy: written.writtenBy },
    })
    return { ...stored, writtenBy: written.writtenBy }
  })
}
