import { asc, eq, type SQL, sql } from 'drizzle-orm'
import { insertRowsStatement } from '../db/insert-rows'
import { oneStatement } from '../db/one-statement'
import { orderStatusEvents, orderStatuses, orders, scrollDeliveries } from '../db/schema'
import type { Order } from '../orders/place-orders'
import type { Services } from '../services'
import { type FulfilmentStep, fulfilmentSteps } from './fulfil-order-job'
import { planDeliveries } from './plan-deliveries'
import { composeStep } from './steps/compose-step'
import { emailStep } from './steps/email-step'
import { receiptStep } from './steps/receipt-step'
import { renderStep } from './steps/render-step'
import { type Delivery, type StepResult, type StepWork, saveDelivery } from './steps/step-work'

type OrderStatus = Order['status']

const work: Record<FulfilmentStep, StepWork> = {
  compose: composeStep,
  render: renderStep,
  email: emailStep,
  receipt: receiptStep,
  complete: async (_services, order) => ({ note: 'fulfilment complete', did: order.status !== 'completed' }),
}

// the order status each step leaves behind (product decision 9)
const statusAfter: Partial<Record<FulfilmentStep, OrderStatus>> = {
  render: 'drafted',
  email: 'sent',
  complete: 'completed',
}

// within one run of the chain the status only moves forward (paid -> drafted -> sent -> completed)
const isAhead = (status: OrderStatus, of: OrderStatus) =>
  orderStatuses.indexOf(status) > orderStatuses.indexOf(of)

/** A step that threw, named so a failed order says where it stopped. */
export class FulfilmentStepError extends Error {
  constructor(
    readonly step: FulfilmentStep,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
  }
}

/**
 * Fulfils a paid order from `from` to the end in one job: plans its deliveries, then writes, seals and
 * emails the scrolls, sends the receipt and completes it, recording each step as it finishes. A retry
 * after a crash runs the chain again: each step skips the work an earlier attempt finished, and a step
 * with nothing left to do records nothing, so nothing is sent or noted twice. A held order stops after its
 * draft until staff release it.
 */
export async function runFulfilment(services: Services, orderId: string, from: FulfilmentStep) {
  const [loaded] = await services.db.select().from(orders).where(eq(orders.id, orderId))
  if (loaded?.paymentStatus !== 'paid' || loaded.status === 'cancelled' || loaded.status === 'failed') return
  const deliveries: Delivery[] =
    from === 'compose'
      ? await planDeliveries(services.db, loaded)
      : await services.db
          .select()
          .from(scrollDeliveries)
          .where(eq(scrollDeliveries.orderId, orderId))
          .orderBy(asc(scrollDeliveries.position))

  let order = loaded
  for (const step of fulfilmentSteps.slice(fulfilmentSteps.indexOf(from))) {
    const result = await work[step](services, order, deliveries).catch((error: unknown) => {
      throw new FulfilmentStepError(step, error)
    })
    order = await recordStep(services, order, step, result)
    // scribe review: a held order waits after its draft until staff release it
    if (step === 'render' && order.holdAfterDraft) return
  }
}

/** The step's last changes, the order's status change and its history line, in one statement. */
async function recordStep(services: Services, order: Order, step: FulfilmentStep, result: StepResult) {
  const status = statusAfter[step]
  const moves = status !== undefined && isAhead(status, order.status)
  if (!result.did && !moves) return order
  const toStatus = moves ? status : order.status
  const saves: SQL[] = []
  if (result.deliveryChanges) {
    saves.push(saveDelivery(services, result.deliveryChanges).getSQL())
  }
  const orderChanges = { ...result.orderChanges, ...(moves ? { status: toStatus } : {}) }
  if (Object.keys(orderChanges).length > 0) {
    saves.push(
      services.db
        .update(orders)
        .set({ ...orderChanges, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
        .getSQL(),
    )
  }
  const event = insertRowsStatement(orderStatusEvents, [
    { orderId: order.id, fromStatus: order.status, toStatus, note: `${step}: ${result.note}` },
  ])
  await services.db.execute(oneStatement(saves, sql`${event}`))
  return { ...order, ...result.orderChanges, status: toStatus }
}

/** A chain that failed on every retry: the order is marked failed with the reason, for staff to retry. */
export async function failFulfilment(services: Services, orderId: string, error: unknown) {
  const step = error instanceof FulfilmentStepError ? error.step : 'start'
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
