import { createWriteBatcher, type WriteBatcher } from '../db/write-batcher'
import { watchEarlyBird } from '../discounts/early-bird'
import type { Services } from '../services'
import { type NewOrder, type PlacedOrder, placeOrders } from './place-orders'

export type OrderIntake = WriteBatcher<NewOrder, PlacedOrder>

/**
 * Where new orders come in. Orders arriving together are placed together (see placeOrders), so a rush of
 * customers costs the database a few transactions rather than one per order. A batch holds at most 64
 * orders; two batches are written at a time, so one can be priced while the other commits.
 */
export function createOrderIntake(services: Pick<Services, 'db' | 'payments'>): OrderIntake {
  const context = { db: services.db, payments: services.payments, earlyBird: watchEarlyBird() }
  return createWriteBatcher((items: NewOrder[]) => placeOrders(context, items), {
    maxBatch: 64,
    maxInFlight: 2,
  })
}
