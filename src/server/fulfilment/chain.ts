import { eq, sql } from 'drizzle-orm'
import {
  type FulfilmentStep,
  fulfilmentSteps,
  mayMove,
  type OrderStatus,
  statusAfterStep,
} from '@/domain/order-lifecycle'
import type { Db } from '../db/database'
import { type Order, orders } from '../db/schema'
import { failOrder } from '../orders/fail-order'
import { holdOrder, reviewNeeded } from '../orders/hold-order'
import { moveOrder, noteOrder } from '../orders/move-order'
import type { Services } from '../services'
import { planDeliveries } from './plan-deliveries'
import { composeStep } from './steps/compose-step'
import { emailStep } from './steps/email-step'
import { receiptStep } from './steps/receipt-step'
import { renderStep } from './steps/render-step'
import type { StepResult, StepWork } from './steps/step-work'

type Link = {
  reads: string
  produces: string
  /** what the step saves, and when: a crash loses at most the work after the last save */
  saves: string
  work: StepWork
}

/**
 * The fulfilment of a paid order, whole. Before the first step the order's deliveries are planned (one
 * per scroll: the order's, or one per named target of a bundle; planned once, loaded again on a retry).
 * The steps run in this order, each after the one above it; after each, the chain writes the step's
 * history line (when it did something or moved the order) with its order changes, in one transaction.
 * Every step skips what an earlier attempt finished, so a retry after a crash sends nothing twice
 * except a message interrupted between its sending and its save, which goes again with the same
 * Message-ID and is dropped as a copy (ARCHITECTURE.md, "exactly once").
 */
export const fulfilmentChain: Record<FulfilmentStep, Link> = {
  compose: {
    reads: 'the order, and a bundle’s targets',
    produces: 'each scroll’s text (the scribe engine, or the model writer)',
    saves: 'each delivery’s text as soon as it is written',
    work: composeStep,
  },
  render: {
    reads: 'each written delivery not sealed yet',
    produces: 'the sealed PDF, and the narration when bought, stored as files',
    saves: 'each delivery’s file names once its files are stored',
    work: renderStep,
  },
  email: {
    reads: 'each sealed delivery not emailed yet, with its files',
    produces: 'an email per scroll to its recipient (or the customer), with a fixed Message-ID',
    saves: 'each delivery’s emailed time right after its message is accepted',
    work: emailStep,
  },
  receipt: {
    reads: 'the order and its deliveries',
    produces: 'the customer’s receipt (with the Eternal Scroll’s Premium PDF Receipt)',
    saves: 'the receipt’s Message-ID and time, with the step’s history line',
    work: receiptStep,
  },
  complete: {
    reads: 'the order',
    produces: 'nothing: the order is done',
    saves: 'the completed status, with its history line',
    work: async (_services, order) => ({ note: 'fulfilment complete', did: order.status !== 'completed' }),
  },
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

// the statuses a chain runs in: paid and on its way (a re-sent scroll of a completed order included)
const fulfilling: ReadonlySet<OrderStatus> = new Set(['paid', 'drafted', 'sent', 'completed'])

// every chain loads its order: the query is built once per database, not once per order
const preparedLoads = new WeakMap<Db, ReturnType<typeof prepareLoad>>()
const prepareLoad = (db: Db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('fulfilment_load_order')

function loadOrder(db: Db, id: string) {
  let load = preparedLoads.get(db)
  if (!load) {
    load = prepareLoad(db)
    preparedLoads.set(db, load)
  }
  return load.execute({ id })
}

/** Runs the chain of a paid order from `from` to the end (the job handler of both fulfilment jobs). */
export async function runFulfilment(services: Services, orderId: string, from: FulfilmentStep) {
  let [order] = await loadOrder(services.db, orderId)
  if (order?.paymentStatus !== 'paid' || !fulfilling.has(order.status)) return
  const deliveries = await planDeliveries(services.db, order)
  for (const step of fulfilmentSteps.slice(fulfilmentSteps.indexOf(from))) {
    const link = fulfilmentChain[step]
    const result = await link.work(services, order, deliveries).catch((error: unknown) => {
      throw new FulfilmentStepError(step, error)
    })
    if (result.halt) return
    order = await recordStep(services, order, step, result)
    // a written scroll a person must read first is held before it is sealed (product decision 27)
    const review = step === 'compose' ? reviewNeeded(order, result.findings ?? []) : undefined
    if (review) return holdOrder(services, order, review, result.findings ?? [])
  }
}

/** A step's history line, with its order changes and the move it makes, if any: one statement. */
async function recordStep(services: Services, order: Order, step: FulfilmentStep, result: StepResult) {
  const leaves = statusAfterStep[step]
  const moves = leaves !== undefined && order.status !== leaves && mayMove(order.status, leaves)
  if (!moves && !result.did) return order
  const record = { actor: 'system' as const, note: `${step}: ${result.note}`, set: result.orderChanges }
  if (!moves) return noteOrder(services.db, order, record)
  const moved = await moveOrder(services.db, order.id, order.status, leaves, record)
  if (!moved) throw new Error(`order ${order.id} changed status during its fulfilment`)
  return { ...order, ...result.orderChanges, status: leaves }
}

/** A chain that failed on every retry fails its order at the step that threw. */
export async function failFulfilment(services: Services, orderId: string, error: unknown) {
  const step = error instanceof FulfilmentStepError ? error.step : 'compose'
  await failOrder(services, orderId, step, error instanceof Error ? error.message : String(error))
}
