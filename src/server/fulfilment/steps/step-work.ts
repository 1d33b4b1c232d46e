import { type SQL, sql } from 'drizzle-orm'
import { updateRowStatement } from '../../db/insert-rows'
import { type orders, scrollDeliveries } from '../../db/schema'
import type { Order } from '../../orders/place-orders'
import type { Services } from '../../services'

export type Delivery = typeof scrollDeliveries.$inferSelect & {
  /** the sealed PDF, kept for the email when this run of the chain rendered it */
  pdf?: Buffer
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
 * What a step did: its note for the order's history, whether there was anything left to do, and the
 * changes it made last, which the chain saves in the same statement as the history line.
 */
export type StepResult = {
  note: string
  did: boolean
  deliveryChanges?: { id: string; set: DeliveryChanges }
  orderChanges?: Partial<typeof orders.$inferInsert>
}

/**
 * One step of the chain. It works on the order's deliveries as loaded once for the whole chain, updating
 * each one it finishes both in the database and in the list, and skips what an earlier attempt finished.
 */
export type StepWork = (services: Services, order: Order, deliveries: Delivery[]) => Promise<StepResult>

/**
 * Works through a step's pending deliveries in turn. Each one's changes are saved as soon as the next
 * begins; the last one's are returned unsaved, for the chain to save with the step's history line.
 */
export async function workThrough(
  services: Services,
  pending: Delivery[],
  work: (delivery: Delivery) => Promise<DeliveryChanges>,
): Promise<StepResult['deliveryChanges']> {
  let unsaved: StepResult['deliveryChanges']
  for (const delivery of pending) {
    if (unsaved) await services.db.execute(saveDelivery(unsaved))
    const set = await work(delivery)
    Object.assign(delivery, set)
    unsaved = { id: delivery.id, set }
  }
  return unsaved
}

/** The statement that saves a delivery's changes; the chain embeds it in a step's record. */
export function saveDelivery({ id, set }: NonNullable<StepResult['deliveryChanges']>): SQL {
  return updateRowStatement(scrollDeliveries, id, set) ?? sql`select 1`
}
