import { eq } from 'drizzle-orm'
import type { CodeRule } from '@/domain/scribes-code'
import { orders } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Services } from '../services'
import type { StaffActor } from '../staff-records/staff-records'
import { refundOrder } from './refund-order'

/**
 * A member of staff read a held order and will not have it written (product decision 27): it is refunded
 * in full through its payment provider, and the customer's letter names the rule of the Scribes' Code it
 * broke. Nothing of it is sent.
 */
export async function refuseOrder(services: Services, orderId: string, staff: StaffActor, rule: CodeRule) {
  const [order] = await services.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order) throw new HttpError(404, 'not_found', 'Order not found')
  if (order.status !== 'held') {
    throw new HttpError(409, 'conflict', 'Only an order held for review can be refused.')
  }
  const { refunded } = await refundOrder(services, orderId, staff, { refusedFor: rule })
  return { refunded }
}
