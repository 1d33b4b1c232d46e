import { and, eq } from 'drizzle-orm'
import { scrollNumber } from '@/domain/order-lifecycle'
import type { ScrollRequest } from '@/domain/scribe/scroll-request'
import { type Order, orderTargets, type scrollDeliveries } from '../../db/schema'
import type { ScrollDraft } from '../../orders/redraft-scroll'
import type { Services } from '../../services'
import { screenScroll } from '../screen-scroll'
import { scrollRequestForOrder, scrollRequestForTarget } from '../scroll-request-for'
import { engineWriter, type WrittenScroll } from './scroll-writer'

/**
 * Writes one scroll with the shop's writer. A model's text the content screen still stops is written
 * again by the engine (the model writer screens its drafts itself; this holds for any writer).
 */
export async function writeScroll(
  services: Services,
  request: ScrollRequest,
  position: number,
): Promise<WrittenScroll> {
  const written = await services.scribe.write(request)
  if (written.writtenBy !== 'model' || screenScroll(written.scroll, position).length === 0) return written
  const engine = await engineWriter.write(request)
  return { ...engine, refusals: [...written.refusals, ['the content screen stopped it']] }
}

const ORDINALS = ['first', 'second', 'third', 'fourth'] as const

/**
 * What the order's history says of the model's refused drafts, for staff ("the model’s draft was refused:
 * it never names Gregory; the engine wrote the scroll"); null when there is nothing to say.
 */
export function refusalNote(written: WrittenScroll): string | null {
  const { refusals, failure } = written
  if (refusals.length === 0 && !failure) return null
  const outcome = written.writtenBy === 'model' ? 'its next draft was kept' : 'the engine wrote the scroll'
  const refused =
    refusals.length === 1
      ? `the model’s draft was refused: ${refusals[0]?.join('; ')}`
      : refusals.length > 1
        ? `the model’s drafts were refused: ${refusals
            .map((reasons, index) => `${ORDINALS[index] ?? `draft ${index + 1}`}, ${reasons.join('; ')}`)
            .join('; ')}`
        : null
  return [refused, failure, outcome].filter(Boolean).join('; ')
}

/** The history line of one written scroll whose model drafts were refused, named as staff read it. */
export function scrollRefusalLine(
  delivery: Pick<typeof scrollDeliveries.$inferSelect, 'position' | 'targetName'>,
  written: WrittenScroll,
): string | null {
  const note = refusalNote(written)
  return note && `scroll ${scrollNumber(delivery.position)} (${delivery.targetName}): ${note}`
}

/** The request one delivery of an order is written from: the order's, or its bundle target's. */
export async function requestForDelivery(
  services: Services,
  order: Order,
  delivery: Pick<typeof scrollDeliveries.$inferSelect, 'position'>,
): Promise<ScrollRequest> {
  if (order.kind !== 'bundle') return scrollRequestForOrder(order)
  const [target] = await services.db
    .select()
    .from(orderTargets)
    .where(and(eq(orderTargets.orderId, order.id), eq(orderTargets.position, delivery.position)))
  if (!target) throw new Error(`order ${order.id} has no target at position ${delivery.position}`)
  return scrollRequestForTarget(order, target)
}

/**
 * A fresh draft of one scroll for its revision `revision`, which staff asked for (`redraftScroll`): the
 * scroll's seed and the revision make a new seed, so the engine too writes a different text.
 */
export async function draftScroll(
  services: Services,
  order: Order,
  delivery: Pick<typeof scrollDeliveries.$inferSelect, 'position'>,
  revision: number,
): Promise<ScrollDraft> {
  const request = await requestForDelivery(services, order, delivery)
  const written = await writeScroll(
    services,
    { ...request, seed: `${request.seed}:r${revision}` },
    delivery.position,
  )
  return { scroll: written.scroll, writtenBy: written.writtenBy, note: refusalNote(written) }
}
