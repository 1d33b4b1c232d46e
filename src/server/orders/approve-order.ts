import { HttpError } from '../http/errors'
import type { Services } from '../services'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { lockOrder, moveOrder } from './move-order'
import { fulfilmentStepJob } from './order-jobs'

/**
 * A member of staff read a held order and lets it go on (product decision 27): it is sealed and sent as
 * written (or as staff rewrote it), and the delivery time the customer chose counts from now. It is not
 * held again. Exactly once: a second click finds it no longer held (409).
 */
export async function approveOrder(services: Services, orderId: string, staff: StaffActor) {
  return services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) throw new HttpError(404, 'not_found', 'Order not found')
    if (order.status !== 'held') {
      throw new HttpError(409, 'conflict', 'Only an order held for review can be approved.')
    }
    const now = new Date()
    const promised = order.dueAt && order.paidAt ? order.dueAt.getTime() - order.paidAt.getTime() : 0
    await moveOrder(tx, orderId, 'held', 'paid', {
      actor: { staffUserId: staff.id },
      note: 'approved after review: sealed and sent as written',
      set: { approvedAt: now, approvedBy: staff.id, dueAt: new Date(now.getTime() + promised) },
    })
    await recordStaffAction(tx, staff, 'approve', 'order', orderId)
    await services.jobs.send(fulfilmentStepJob, { orderId, step: 'render' }, { tx })
    return { status: 'paid' as const }
  })
}
