import { type FulfilmentStep, mayMove } from '@/domain/order-lifecycle'
import type { Services } from '../services'
import { lockOrder, moveOrder } from './move-order'

/**
 * A fulfilment that failed on every retry: the order is marked failed with the step it stopped at and the
 * reason, for staff to retry from that step (`retryFulfilment`).
 */
export async function failOrder(services: Services, orderId: string, step: FulfilmentStep, cause: string) {
  const reason = `${step} failed: ${cause}`.slice(0, 1000)
  await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || !mayMove(order.status, 'failed')) return
    await moveOrder(tx, orderId, order.status, 'failed', {
      actor: 'system',
      note: reason,
      set: { failureReason: reason, failedStep: step },
    })
  })
  services.logger.error({ orderId, step, reason }, 'fulfilment failed')
}
