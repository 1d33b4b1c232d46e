import type { OrderActor } from '@/domain/order-lifecycle'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import type { Services } from '../services'
import { lockOrder } from './move-order'
import { type ScrollAtRevision, scrollToRevise, storeRevision } from './scroll-revisions'

export type ScrollRevision = ScrollAtRevision & {
  /** the new text (its length in pages stays the scroll's); without it the scroll is sent again as it is */
  scroll?: Omit<ComposedScroll, 'pages'>
  /** a scroll that had gone out goes again: the customer is emailed that it did only when this is set */
  tellCustomer?: boolean
}

/**
 * A new revision of one scroll (product decision 13): its text replaced by staff, or the same text sent
 * again (`storeRevision`). Exactly once per click: the revision moves on only from the one the click was
 * made on, so a second click of the same button is refused (409).
 */
export async function reviseScroll(services: Services, revision: ScrollRevision, actor: OrderActor) {
  return services.db.transaction(async (tx) => {
    const { order, delivery } = await scrollToRevise(
      tx,
      revision,
      await lockOrder(tx, revision.orderId),
      'Only the scrolls of a paid order can be changed or sent.',
    )
    const text = revision.scroll && {
      scroll: { ...revision.scroll, pages: delivery.scroll?.pages ?? 1 },
      writtenBy: 'staff' as const,
    }
    return storeRevision(services, tx, order, delivery, {
      text,
      what: text ? 'rewritten' : 'sent again unchanged',
      actor,
      action: text ? 'rewrite-scroll' : 'resend-scroll',
      tellCustomer: revision.tellCustomer,
    })
  })
}
