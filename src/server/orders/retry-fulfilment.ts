import { and, eq } from 'drizzle-orm'
import {
  type FulfilmentStep,
  type OrderActor,
  type OrderStatus,
  statusBefore,
} from '@/domain/order-lifecycle'
import { orders } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Services } from '../services'
import { lockOrder, moveOrder } from './move-order'
import { fulfilmentStepJob } from './order-jobs'
import { recordByStaff } from './record-by-staff'

/**
 * Starts a failed order's fulfilment again from the step it stopped at: the order goes back to the
 * status that step starts from, and every step skips the work that already succeeded.
 */
export async function retryFulfilment(
  services: Services,
  orderId: string,
  actor: OrderActor = 'system',
): Promise<OrderStatus> {
  return services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) throw new HttpError(404, 'not_found', 'Order not found')
    if (order.status !== 'failed') throw new HttpError(409, 'conflict', 'Only a failed order can be retried')
    const step = order.failedStep ?? 'compose'
    const status = statusBefore(step)
    await moveOrder(tx, orderId, 'failed', status, {
      actor,
      note: `retried from the ${step} step`,
      set: { failureReason: null, failedStep: null },
    })
    await recordByStaff(tx, actor, 'retry', orderId, { step })
    await services.jobs.send(fulfilmentStepJob, { orderId, step }, { tx })
    return status
  })
}

/** Starts again every order that failed at `step`; answers how many were started. */
export async function retryFailedAt(services: Services, step: FulfilmentStep, actor: OrderActor) {
  const failed = await services.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'failed'), eq(orders.failedStep, step)))
  let started = 0
  for (const { id } of failed) {
    // one that another click or a member of staff retried meanwhile is left to that retry
    const retried = await retryFulfilment(services, id, actor).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 409) return false
        throw error
      },
    )
    if (retried) started++
  }
  return started
}
