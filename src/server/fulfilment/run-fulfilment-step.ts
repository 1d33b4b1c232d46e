import { asc, eq, getTableName, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { updateRowStatement } from '../db/insert-rows'
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
import {
  type Delivery,
  type DeliveryChanges,
  type StepResult,
  type StepWork,
  saveDelivery,
} from './steps/step-work'

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

// every job loads its order: the query is built once per database, not once per job
const loadOrderQueries = new WeakMap<Db, ReturnType<typeof loadOrderQuery>>()
const loadOrderQuery = (db: Db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('fulfilment_load_order')

function orderById(db: Db) {
  let query = loadOrderQueries.get(db)
  if (!query) {
    query = loadOrderQuery(db)
    loadOrderQueries.set(db, query)
  }
  return query
}

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
 * emails the scrolls, sends the receipt and completes it, recording each step once it finishes (compose
 * with render, receipt with complete; see recordedWithNext). A retry
 * after a crash runs the chain again: each step skips the work an earlier attempt finished, and a step
 * with nothing left to do records nothing, so nothing is sent or noted twice. A held order stops after its
 * draft until staff release it.
 */
export async function runFulfilment(services: Services, orderId: string, from: FulfilmentStep) {
  const [loaded] = await orderById(services.db).execute({ id: orderId })
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
  let unrecorded: FinishedStep[] = []
  const steps = fulfilmentSteps.slice(fulfilmentSteps.indexOf(from))
  for (const step of steps) {
    const result = await work[step](services, order, deliveries).catch((error: unknown) => {
      throw new FulfilmentStepError(step, error)
    })
    unrecorded.push({ step, result })
    if (recordedWithNext.has(step) && step !== steps.at(-1)) continue
    order = await recordSteps(services, order, unrecorded)
    unrecorded = []
    // scribe review: a held order waits after its draft until staff release it
    if (step === 'render' && order.holdAfterDraft) return
  }
}

type FinishedStep = { step: FulfilmentStep; result: StepResult }

// Nothing leaves the shop between these steps and the next, so each is recorded in the next one's
// statement: a text composed but not yet sealed is composed again after a crash (the engine writes the
// same words from the same seed; a model may write others, and no one has read them), and completing an
// order whose receipt went is bookkeeping.
const recordedWithNext = new Set<FulfilmentStep>(['compose', 'receipt'])

/**
 * The steps' last changes, the order's status change and a history line per step that did something, in
 * one statement. The lines take the statement's time a microsecond apart, so they keep their order.
 */
async function recordSteps(services: Services, order: Order, finished: FinishedStep[]) {
  const events: Array<{ from_status: OrderStatus; to_status: OrderStatus; note: string }> = []
  const deliveryChanges = new Map<string, DeliveryChanges>()
  const orderChanges: Partial<typeof orders.$inferInsert> = {}
  let status = order.status
  for (const { step, result } of finished) {
    const after = statusAfter[step]
    const moves = after !== undefined && isAhead(after, status)
    if (!result.did && !moves) continue
    if (result.deliveryChanges) {
      const { id, set } = result.deliveryChanges
      deliveryChanges.set(id, { ...deliveryChanges.get(id), ...set })
    }
    Object.assign(orderChanges, result.orderChanges)
    const toStatus = moves ? after : status
    events.push({ from_status: status, to_status: toStatus, note: `${step}: ${result.note}` })
    status = toStatus
  }
  if (events.length === 0) return order
  const saves = [...deliveryChanges].map(([id, set]) => saveDelivery({ id, set }))
  if (status !== order.status) orderChanges.status = status
  if (Object.keys(orderChanges).length > 0) {
    saves.push(updateRowStatement(orders, order.id, { ...orderChanges, updatedAt: sql`now()` }) as SQL)
  }
  await services.db.execute(oneStatement(saves, historyLines(order.id, events)))
  return { ...order, ...orderChanges, status }
}

function historyLines(orderId: string, events: Array<Record<string, string>>): SQL {
  return sql`insert into ${sql.raw(`"${getTableName(orderStatusEvents)}"`)} (order_id, from_status, to_status, note, created_at)
    select ${orderId}::uuid, e.from_status, e.to_status, e.note, now() + (e.ord - 1) * interval '1 microsecond'
    from rows from (json_to_recordset(${JSON.stringify(events)}::json) as (from_status text, to_status text, note text))
      with ordinality as e(from_status, to_status, note, ord)`
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
