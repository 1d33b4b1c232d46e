import { and, eq } from 'drizzle-orm'
import { type OrderActor, scrollNumber } from '@/domain/order-lifecycle'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import type { DbOrTransaction, DbTransaction } from '../db/database'
import { type EarlierCopy, type Order, scrollDeliveries } from '../db/schema'
import { HttpError } from '../http/errors'
import { scrollMessageId } from '../mail/message-id'
import type { Services } from '../services'
import { noteOrder } from './move-order'
import { fulfilmentStepJob } from './order-jobs'
import { recordByStaff } from './record-by-staff'

export type ScrollDelivery = typeof scrollDeliveries.$inferSelect

/** The scroll a member of staff acted on, and the revision they were looking at when they clicked. */
export type ScrollAtRevision = {
  orderId: string
  deliveryId: string
  /** the revision the member of staff was looking at: a revision made meanwhile refuses this one */
  expectedRevision: number
}

/**
 * The order and its scroll, if staff may make a new revision of it: the order is paid and the scroll is
 * still at the revision the click was made on, so a second click of the same button is refused (409).
 * `unpaid` is what staff are told when the order is not paid.
 */
export async function scrollToRevise(
  db: DbOrTransaction,
  at: ScrollAtRevision,
  order: Order | undefined,
  unpaid: string,
) {
  const [delivery] = await db
    .select()
    .from(scrollDeliveries)
    .where(and(eq(scrollDeliveries.id, at.deliveryId), eq(scrollDeliveries.orderId, at.orderId)))
  if (!order || !delivery) throw new HttpError(404, 'not_found', 'Scroll not found')
  if (order.paymentStatus !== 'paid') throw new HttpError(409, 'conflict', unpaid)
  if (delivery.revision !== at.expectedRevision) {
    throw new HttpError(
      409,
      'conflict',
      `This scroll is at revision ${delivery.revision} now: it was changed or sent again meanwhile.`,
    )
  }
  return { order, delivery }
}

export type NewRevision = {
  /** the new text and who wrote it; without it the scroll goes again as it is */
  text?: { scroll: ComposedScroll; writtenBy: NonNullable<ScrollDelivery['writtenBy']> }
  /** what happened, for the order's history: "rewritten", "sent again unchanged" */
  what: string
  /** a further line for the history, if any */
  more?: string | null
  actor: OrderActor
  /** the staff action the audit trail records, and what it keeps beside the order */
  action: string
  detail?: Record<string, unknown>
  /** a scroll that had gone out goes again: the customer is told only when staff tick it */
  tellCustomer?: boolean
}

/**
 * What a revision remembers of the copy that went out before it (`scroll_deliveries.earlier_copy`): its
 * letter then says it is a corrected copy, or the same scroll once more, in place of the earlier one.
 */
function earlierCopyOf(delivery: ScrollDelivery, revision: NewRevision): EarlierCopy | null {
  const corrected = revision.text !== undefined
  if (delivery.emailedAt !== null) return { corrected, tellCustomer: revision.tellCustomer === true }
  // a revision of a copy not sent yet keeps what its earlier revision replaces, corrected now if changed
  return (
    delivery.earlierCopy && {
      ...delivery.earlierCopy,
      corrected: delivery.earlierCopy.corrected || corrected,
    }
  )
}

/**
 * Stores the next revision of one scroll, inside the caller's transaction on the locked order. It is
 * sealed and emailed anew under a Message-ID of its own, so the recipient receives it as a new message;
 * once the scroll had gone out, its letter says it replaces the earlier copy, and the customer hears of
 * it only if staff ticked `tellCustomer`. The order keeps its status and its history notes the revision;
 * a failed order keeps the new text for its retry, a held one for its approval.
 */
export async function storeRevision(
  services: Services,
  tx: DbTransaction,
  order: Order,
  delivery: ScrollDelivery,
  revision: NewRevision,
) {
  const next = delivery.revision + 1
  const resent = delivery.emailedAt !== null
  await tx
    .update(scrollDeliveries)
    .set({
      ...(revision.text ? { ...revision.text, composedAt: new Date() } : {}),
      revision: next,
      earlierCopy: earlierCopyOf(delivery, revision),
      messageId: scrollMessageId(delivery.id, next),
      renderedAt: null,
      pdfFileKey: null,
      narrationFileKey: null,
      narrationFailure: null,
      emailedAt: null,
    })
    .where(eq(scrollDeliveries.id, delivery.id))
  const note = `scroll ${scrollNumber(delivery.position)} (${delivery.targetName}) ${revision.what}: revision ${next}`
  const told = resent && revision.tellCustomer ? 'the customer is told' : undefined
  await noteOrder(tx, order, {
    actor: revision.actor,
    note: [note, told, revision.more].filter(Boolean).join('; '),
  })
  await recordByStaff(tx, revision.actor, revision.action, order.id, {
    deliveryId: delivery.id,
    revision: next,
    ...revision.detail,
  })
  if (order.status !== 'failed' && order.status !== 'held') {
    await services.jobs.send(fulfilmentStepJob, { orderId: order.id, step: 'render' }, { tx })
  }
  return { revision: next, resent }
}
