import { eq } from 'drizzle-orm'
import type { OrderActor } from '@/domain/order-lifecycle'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import { scrollDeliveries } from '../db/schema'
import { HttpError } from '../http/errors'
import { lockOrder, moveOrder, noteOrder } from '../orders/move-order'
import type { Services } from '../services'
import { statusBefore } from './chain'
import { fulfilmentStepJob } from './fulfil-order-job'
import { scrollMessageId } from './plan-deliveries'

/**
 * Starts a failed order's fulfilment again from the step it stopped at: the order goes back to the
 * status that step starts from, and every step skips the work that already succeeded.
 */
export async function retryFulfilment(services: Services, orderId: string, actor: OrderActor = 'system') {
  await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) throw new HttpError(404, 'not_found', 'Order not found')
    if (order.status !== 'failed') throw new HttpError(409, 'conflict', 'Only a failed order can be retried')
    const step = order.failedStep ?? 'compose'
    await moveOrder(tx, orderId, 'failed', statusBefore(step), {
      actor,
      note: `retried from the ${step} step`,
      set: { failureReason: null, failedStep: null },
    })
    await services.jobs.send(fulfilmentStepJob, { orderId, step }, { tx })
  })
}

/**
 * Replaces the text of one scroll (staff edit, before or after it went out), then seals and sends it again:
 * a new revision with its own Message-ID, so the recipient receives the corrected scroll as a new message.
 * The order keeps its status; its history notes the new revision and each step that re-sends it.
 */
export async function replaceScrollText(
  services: Services,
  deliveryId: string,
  scroll: ComposedScroll,
  actor: OrderActor = 'system',
) {
  await services.db.transaction(async (tx) => {
    const [delivery] = await tx.select().from(scrollDeliveries).where(eq(scrollDeliveries.id, deliveryId))
    if (!delivery) throw new HttpError(404, 'not_found', 'Scroll not found')
    const order = await lockOrder(tx, delivery.orderId)
    if (order?.paymentStatus !== 'paid')
      throw new HttpError(409, 'conflict', 'Only paid orders are fulfilled')
    const revision = delivery.revision + 1
    await tx
      .update(scrollDeliveries)
      .set({
        scroll,
        writtenBy: 'staff',
        revision,
        messageId: scrollMessageId(delivery.id, revision),
        composedAt: new Date(),
        renderedAt: null,
        pdfFileKey: null,
        narrationFileKey: null,
        emailedAt: null,
      })
      .where(eq(scrollDeliveries.id, deliveryId))
    await noteOrder(tx, order, {
      actor,
      note: `scroll ${delivery.position} rewritten (revision ${revision})`,
    })
    await services.jobs.send(fulfilmentStepJob, { orderId: order.id, step: 'render' }, { tx })
  })
}
