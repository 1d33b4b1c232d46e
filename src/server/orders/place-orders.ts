import { randomUUID } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { CURRENCY } from '@/domain/money'
import type { OrderRequest } from '@/domain/order-request'
import { quoteOrder } from '@/domain/pricing'
import type { DbOrTransaction } from '../db/database'
import { insertRowsStatement, readRows } from '../db/insert-rows'
import { orderStatusEvents, orders, orderTargets, paymentSessions } from '../db/schema'
import type { BatchOutcome } from '../db/write-batcher'
import { claimEarlyBirdPlaces, type EarlyBirdWatch } from '../discounts/early-bird'
import type { PaymentProvider } from '../payments/payment-provider'
import { type Checkout, openCheckout, sessionRow, startCheckout } from '../payments/start-checkout'
import type { Services } from '../services'
import { orderValues, targetValues } from './order-values'
import { earlyBirdDiscount, type OrderTerms, resolveOrderTerms } from './resolve-discount'

export type Order = typeof orders.$inferSelect

/** An order to place; with `checkoutOrigin` its first checkout is opened too (create-payment). */
export type NewOrder = { request: OrderRequest; checkoutOrigin?: string }
export type PlacedOrder = { order: Order; checkout: Checkout | null }

export type PlacingContext = Pick<Services, 'db' | 'payments'> & { earlyBird: EarlyBirdWatch }

type Accepted = NewOrder & { id: string; terms: OrderTerms; index: number }
type Answer = { index: number; outcome: BatchOutcome<PlacedOrder> }

/**
 * Prices each request on the server and stores its order, targets and first status event, for many orders
 * at once: an order is never half-created, and an early-bird place is claimed only with its order. A
 * checkout the provider opens locally is stored with its order; Stripe's are opened once the orders are
 * stored. Each order answers for itself: a bad code fails that order alone.
 */
export async function placeOrders(
  context: PlacingContext,
  items: NewOrder[],
): Promise<Array<BatchOutcome<PlacedOrder>>> {
  const terms = await resolveOrderTerms(
    context.db,
    items.map((item) => item.request),
  )
  const outcomes: Array<BatchOutcome<PlacedOrder>> = new Array(items.length)
  const accepted: Accepted[] = []
  items.forEach((item, index) => {
    const itemTerms = terms[index]
    if (itemTerms === undefined || itemTerms instanceof Error)
      outcomes[index] = { ok: false, error: itemTerms }
    else accepted.push({ ...item, id: randomUUID(), terms: itemTerms, index })
  })
  for (const { index, outcome } of await storeAccepted(context, accepted)) outcomes[index] = outcome
  return outcomes
}

async function storeAccepted(context: PlacingContext, accepted: Accepted[]): Promise<Answer[]> {
  if (accepted.length === 0) return []
  let placed: PlacedOrder[]
  try {
    placed = await storeWithEarlyBird(context, accepted)
  } catch (error) {
    // one order's row broke the batch: each is tried alone, so only that one fails
    if (accepted.length === 1) return [{ index: accepted[0]?.index ?? 0, outcome: { ok: false, error } }]
    return (await Promise.all(accepted.map((item) => storeAccepted(context, [item])))).flat()
  }
  return Promise.all(accepted.map((item, position) => answer(context, item, placed[position])))
}

/** The claim and the orders share a transaction only while places may be free; after the offer, one statement. */
async function storeWithEarlyBird(context: PlacingContext, accepted: Accepted[]): Promise<PlacedOrder[]> {
  const eligible = accepted.filter((item) => item.terms.earlyBirdEligible).map((item) => item.id)
  if (eligible.length === 0 || !context.earlyBird.mayHaveFreePlaces()) {
    return storeOrders(context.db, context.payments, accepted, new Set())
  }
  const { placed, allHeld } = await context.db.transaction(async (tx) => {
    const claim = await claimEarlyBirdPlaces(tx, eligible)
    return {
      placed: await storeOrders(tx, context.payments, accepted, claim.granted, claim.heldUntil),
      allHeld: claim.allHeld,
    }
  })
  if (allHeld) context.earlyBird.noteAllHeld()
  return placed
}

async function answer(
  context: PlacingContext,
  item: Accepted,
  placed: PlacedOrder | undefined,
): Promise<Answer> {
  if (!placed)
    return { index: item.index, outcome: { ok: false, error: new Error(`order ${item.id} was not stored`) } }
  if (placed.checkout || item.checkoutOrigin === undefined)
    return { index: item.index, outcome: { ok: true, value: placed } }
  // Stripe is called only for a stored order; if it fails, the order stays unpaid and can be paid later
  try {
    const checkout = await startCheckout(context, placed.order, item.checkoutOrigin, { firstAttempt: true })
    return { index: item.index, outcome: { ok: true, value: { order: placed.order, checkout } } }
  } catch (error) {
    return { index: item.index, outcome: { ok: false, error } }
  }
}

/**
 * Writes the orders, their targets, their first status events and their locally opened checkouts in one
 * statement (one round trip, atomic on its own), and answers the stored orders in the items' order.
 */
async function storeOrders(
  db: DbOrTransaction,
  payments: PaymentProvider,
  accepted: Accepted[],
  earlyBirds: Set<string>,
  holdEnds?: Date,
): Promise<PlacedOrder[]> {
  const rows = accepted.map(({ id, request, terms }) => {
    const discount = terms.discount ?? (earlyBirds.has(id) ? earlyBirdDiscount : null)
    const quote = quoteOrder(request, { priceList: terms.priceList, discount })
    return orderValues(id, request, quote, terms)
  })
  const checkouts = new Map<string, Checkout>()
  const sessions: Array<typeof paymentSessions.$inferInsert> = []
  if (payments.opensLocally) {
    await Promise.all(
      accepted.map(async ({ checkoutOrigin }, position) => {
        const row = rows[position]
        if (checkoutOrigin === undefined || !row) return
        const hold = earlyBirds.has(row.id) ? holdEnds : undefined
        const opened = await openCheckout(payments, checkoutOrder(row), checkoutOrigin, 1, hold)
        row.paymentProvider = payments.kind
        row.paymentSessionId = opened.session.id
        sessions.push(sessionRow(payments, opened))
        checkouts.set(row.id, { url: opened.session.url, orderId: row.id, sessionId: opened.session.id })
      }),
    )
  }

  const writes: SQL[] = [sql`placed as (${insertRowsStatement(orders, rows)} returning *)`]
  const targets = accepted.flatMap(({ id, request }) =>
    targetValues(request).map((target) => ({ ...target, orderId: id })),
  )
  const events = accepted.map(({ id }) => ({
    orderId: id,
    toStatus: 'pending_payment' as const,
    note: 'order placed',
  }))
  for (const [name, statement] of [
    ['targets', insertRowsStatement(orderTargets, targets)],
    ['events', insertRowsStatement(orderStatusEvents, events)],
    ['sessions', insertRowsStatement(paymentSessions, sessions)],
  ] as const) {
    if (statement) writes.push(sql`${sql.identifier(name)} as (${statement})`)
  }
  // the foreign keys of targets, events and sessions are checked at the end of the statement, orders and all
  const stored = readRows(
    orders,
    await db.execute(sql`with ${sql.join(writes, sql`, `)} select * from placed`),
  )
  const byId = new Map(stored.map((order) => [order.id, order]))
  return rows.map((row) => {
    const order = byId.get(row.id)
    if (!order) throw new Error(`order ${row.id} was not stored`)
    return { order, checkout: checkouts.get(row.id) ?? null }
  })
}

type OrderRow = ReturnType<typeof orderValues>

function checkoutOrder(row: OrderRow) {
  return {
    id: row.id,
    kind: row.kind,
    isTest: row.isTest ?? false,
    customerEmail: row.customerEmail,
    currency: row.currency ?? CURRENCY,
    quoteLines: row.quoteLines ?? [],
    totalPriceCents: row.totalPriceCents,
  }
}
