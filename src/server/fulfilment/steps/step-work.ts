import { and, eq } from 'drizzle-orm'
import { type Order, scrollDeliveries } from '../../db/schema'
import type { OrderChanges } from '../../orders/move-order'
import type { ScreenFinding } from '../../screening/screening'
import type { Services } from '../../services'

export type Delivery = typeof scrollDeliveries.$inferSelect & {
  /** the sealed PDF, kept for the email when this run of the chain rendered it */
  pdf?: Buffer
  /** a bundle's scroll is of its target's type (`planDeliveries`); null for any other order's */
  scrollType?: string | null
}
export type DeliveryChanges = Partial<typeof scrollDeliveries.$inferInsert>

/** Where a delivery's file is stored: one name per scroll and revision, the PDF and its narration side by side. */
export function deliveryFileKey(
  order: Pick<Order, 'orderNumber'>,
  delivery: Pick<Delivery, 'position' | 'revision'>,
  extension: string,
): string {
  return `orders/${order.orderNumber}/${delivery.position}-r${delivery.revision}.${extension}`
}

/**
 * What a step did: its note for the order's history, whether there was anything left to do, and what
 * it changed on the order, which the chain saves with the step's history line.
 */
export type StepResult = {
  note: string
  did: boolean
  orderChanges?: OrderChanges
  /** what the screen found in the text a step wrote: the chain holds the order for a person */
  findings?: ScreenFinding[]
  /** the step moved the order out of its chain itself (refunded, held, failed): the chain stops here */
  halt?: true
}

/**
 * One step of the chain. It works on the order's deliveries as loaded once for the whole chain, saving
 * each one it finishes both in the database and in the list, and skips what an earlier attempt finished.
 */
export type StepWork = (services: Services, order: Order, deliveries: Delivery[]) => Promise<StepResult>

/** Works through a step's pending deliveries in turn, saving each one's changes as soon as it is done. */
export async function workThrough(
  services: Services,
  pending: Delivery[],
  work: (delivery: Delivery) => Promise<DeliveryChanges>,
) {
  for (const delivery of pending) {
    const changes = await work(delivery)
    // only onto the revision worked on: a scroll rewritten meanwhile keeps its own, newer work
    await services.db
      .update(scrollDeliveries)
      .set(changes)
      .where(and(eq(scrollDeliveries.id, delivery.id), eq(scrollDeliveries.revision, delivery.revision)))
    Object.assign(delivery, changes)
  }
}
