import { eq } from 'drizzle-orm'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import { orderStatusEvents, orders, scrollDeliveries } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Order } from '../orders/place-orders'
import type { Services } from '../services'
import { type FulfilmentStep, fulfilmentStepJob } from './fulfil-order-job'
import { scrollMessageId } from './plan-deliveries'

type Restart = {
  step: FulfilmentStep
  status: 'paid' | 'drafted'
  note: string
  /** the order must be in this status, read under the same lock that restarts it */
  onlyFrom?: { status: Order['status']; refusal: string }
}

async function restartChain(services: Services, orderId: string, restart: Restart) {
  const { step, status, note, onlyFrom } = restart
  await services.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw new HttpError(404, 'not_found', 'Order not found')
    if (onlyFrom && order.status !== onlyFrom.status) throw new HttpError(409, 'conflict', onlyFrom.refusal)
    if (order.paymentStatus !== 'paid') throw new HttpError(409, 'conflict', 'Only paid orders are fulfilled')
    await tx
      .update(orders)
      .set({ status, failureReason: null, updatedAt: new Date() })
      .where(eq(orders.id, orderId))
    await tx.insert(orderStatusEvents).values({ orderId, fromStatus: order.status, toStatus: status, note })
    await services.jobs.send(fulfilmentStepJob, { orderId, step }, { tx })
  })
}

/** Starts a failed order's fulfilment again; every step skips the work that already succeeded. */
export async function retryFulfilment(services: Services, orderId: string) {
  await restartChain(services, orderId, {
    step: 'compose',
    status: 'paid',
    note: 'retry requested',
    onlyFrom: { status: 'failed', refusal: 'Only a failed order can be retried' },
  })
}

/** Releases a draft held for scribe review: the chain continues with the emails. */
export async function releaseDraft(services: Services, orderId: string) {
  await restartChain(services, orderId, {
    step: 'email',
    status: 'drafted',
    note: 'draft released for delivery',
  })
}

/**
 * Replaces the text of one scroll (staff edit, before or after it went out), then seals and sends it again:
 * a new revision with its own Message-ID, so the recipient receives the corrected scroll as a new message.
 */
export async function replaceScrollText(services: Services, deliveryId: string, scroll: ComposedScroll) {
  const [delivery] = await services.db
    .select()
    .from(scrollDeliveries)
    .where(eq(scrollDeliveries.id, deliveryId))
  if (!delivery) throw new HttpError(404, 'not_found', 'Scroll not found')
  const revision = delivery.revision + 1
  await services.db
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
  await restartChain(services, delivery.orderId, {
    step: 'render',
    status: 'paid',
    note: `scroll ${delivery.position} rewritten (revision ${revision})`,
  })
}
