import type { OrderActor } from '@/domain/order-lifecycle'
import type { DbTransaction } from '../db/database'
import { recordStaffAction } from '../staff-records/staff-records'

/** A change a member of staff made to an order goes into the back office's audit trail too. */
export async function recordByStaff(
  tx: DbTransaction,
  actor: OrderActor,
  action: string,
  orderId: string,
  detail: Record<string, unknown>,
) {
  if (typeof actor === 'object')
    await recordStaffAction(tx, { id: actor.staffUserId }, action, 'order', orderId, detail)
}
