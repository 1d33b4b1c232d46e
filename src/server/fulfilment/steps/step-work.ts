import type { scrollDeliveries } from '../../db/schema'
import type { Order } from '../../orders/place-orders'
import type { Services } from '../../services'

export type Delivery = typeof scrollDeliveries.$inferSelect & {
  /** the sealed PDF, kept for the email when this run of the chain rendered it */
  pdf?: Buffer
}

/** What a step did: its note for the order's history, and whether there was anything left to do. */
export type StepResult = { note: string; did: boolean }

/**
 * One step of the chain. It works on the order's deliveries as loaded once for the whole chain, updating
 * each one it finishes both in the database and in the list, and skips what an earlier attempt finished.
 */
export type StepWork = (services: Services, order: Order, deliveries: Delivery[]) => Promise<StepResult>
