import { eq } from 'drizzle-orm'
import { orderStatusEvents, orders } from '../db/schema'
import type { Order } from '../orders/place-orders'
import type { Services } from '../services'
import { type FulfilmentStep, fulfilmentStepJob, fulfilmentSteps } from './fulfil-order-job'
import { planDeliveries } from './plan-deliveries'
import { composeStep } from './steps/compose-step'
import { emailStep } from './steps/email-step'
import { receiptStep } from './steps/receipt-step'
import { renderStep } from './steps/render-step'

type OrderStatus = Order['status']

const work: Record<FulfilmentStep, (services: Services, order: Order) => Promise<string>> = {
  compose: composeStep,
  render: renderStep,
  email: emailStep,
  receipt: receiptStep,
  complete: async () => 'fulfilment complete',
}

// the order status each step leaves behind (product decision 9)
const statusAfter: Partial<Record<FulfilmentStep, OrderStatus>> = {
  render: 'drafted',
  email: 'sent',
  complete: 'completed',
}

/** The chain's entry: plans the deliveries and creates the first step, in one transaction. */
export async function startFulfilment(services: Services, orderId: string) {
  await services.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
    if (order?.paymentStatus !== 'paid' || order.status === 'cancelled') return
    await planDeliveries(tx, order)
    await services.jobs.send(
      fulfilmentStepJob,
      { orderId, step: 'compose' },
      { tx, singletonKey: `${orderId}:compose` },
    )
  })
}

/**
 * Runs one step, then records it (status event, new status) and creates the next step in one transaction.
 * The work of each step skips what an earlier attempt finished, so a retry after a crash repeats nothing.
 */
export async function runFulfilmentStep(
  services: Services,
  { orderId, step }: { orderId: string; step: FulfilmentStep },
) {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order || order.status === 'cancelled' || order.status === 'failed') return
  const note = await work[step](services, order)
  const next = fulfilmentSteps[fulfilmentSteps.indexOf(step) + 1]
  await services.db.transaction(async (tx) => {
    const status = statusAfter[step]
    if (status && status !== order.status) {
      await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId))
    }
    await tx.insert(orderStatusEvents).values({
      orderId,
      fromStatus: order.status,
      toStatus: status ?? order.status,
      note: `${step}: ${note}`,
    })
    // scribe review: a held order waits after its draft until staff release it
    const paused = step === 'render' && order.holdAfterDraft
    if (next && !paused) {
      await services.jobs.send(
        fulfilmentStepJob,
        { orderId, step: next },
        { tx, singletonKey: `${orderId}:${next}` },
      )
    }
  })
}

/** A step that failed on every retry: the order is marked failed with the reason, for staff to retry. */
export async function failFulfilment(
  services: Services,
  { orderId, step }: { orderId: string; step: string },
  error: unknown,
) {
  const reason = `${step} failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 1000)
  await services.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning({ id: orders.id })
    if (order) await tx.insert(orderStatusEvents).values({ orderId, toStatus: 'failed', note: reason })
  })
  services.logger.error({ orderId, step, reason }, 'fulfilment failed')
}
