import { and, eq, sql } from 'drizzle-orm'
import { mayMove, type OrderActor, type OrderStatus } from '@/domain/order-lifecycle'
import type { DbOrTransaction, DbTransaction } from '../db/database'
import { insertRows } from '../db/insert-rows'
import { type Order, orderStatusEvents, orders } from '../db/schema'

/** A move the lifecycle does not allow: a bug in the caller, never a customer's or staff member's error. */
export class IllegalOrderMove extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`an order cannot move from ${from} to ${to}`)
  }
}

/** What an order's columns may change with its status (never its id, number or status itself). */
export type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'status'>>

export type OrderMove = {
  actor: OrderActor
  /** the history line: what happened, in words staff read on the order's timeline */
  note: string
  /** columns that change with the status, in the same update */
  set?: OrderChanges
}

/**
 * The only way an order's status changes. Checks the move against the lifecycle (`orderMoves`), then
 * moves the order only if it is still in `from`: the conditional update takes the order's row lock, so
 * of two moves racing from the same status exactly one happens. The move, its changes and its history
 * line are one statement, run in the caller's transaction when there is one, so they commit or roll back
 * with whatever caused the move. Answers whether it moved: false when the order was not in `from`
 * (another move came first).
 */
export async function moveOrder(
  db: DbOrTransaction,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  move: OrderMove,
): Promise<boolean> {
  if (!mayMove(from, to)) throw new IllegalOrderMove(from, to)
  return changeOrder(db, orderId, from, to, move)
}

/** The first history line of orders just placed by their customers (an order is placed pending payment). */
export async function notePlaced(tx: DbTransaction, orderIds: string[]) {
  // a batch's lines in one JSON parameter: Drizzle's builder spends ~100 µs a row (decision 027)
  await insertRows(
    tx,
    orderStatusEvents,
    orderIds.map((orderId) => ({
      orderId,
      fromStatus: null,
      toStatus: 'pending_payment' as const,
      note: 'order placed',
      actor: 'customer' as const,
    })),
  )
}

/**
 * A history line for something that happened to an order without moving it (a step with nothing to
 * change, a scroll rewritten), at the status it is in, with the changes it made, if any, in the same
 * statement. Answers the order as it now is.
 */
export async function noteOrder(db: DbOrTransaction, order: Order, move: OrderMove): Promise<Order> {
  await changeOrder(db, order.id, order.status, order.status, move)
  return { ...order, ...move.set }
}

/**
 * One statement: the order's update (only while it is in `from`), and its history line from the rows
 * the update returned, so there is a line exactly when the order changed. The select lists the history
 * table's columns in the table's order, as an insert from a select requires. It returns the id alone:
 * the callers hold the order, and building and reading its 60 columns twice was a fifth of a fulfilment
 * step's time in a CPU profile of the paid -> mailed benchmark.
 */
async function changeOrder(
  db: DbOrTransaction,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  { actor, note, set }: OrderMove,
): Promise<boolean> {
  const changed = db.$with('changed').as(
    db
      .update(orders)
      .set({ ...set, status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ id: orders.id, status: orders.status }),
  )
  const line = db.$with('line').as(
    db
      .insert(orderStatusEvents)
      .select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            orderId: changed.id,
            fromStatus: sql`${from}`.as('from_status'),
            toStatus: changed.status,
            actor: sql`${typeof actor === 'string' ? actor : 'staff'}`.as('actor'),
            actorUserId: sql`${typeof actor === 'string' ? null : actor.staffUserId}::uuid`.as(
              'actor_user_id',
            ),
            note: sql`${note}`.as('note'),
            // the clock, not the transaction's start: lines written in one transaction keep their order
            createdAt: sql`clock_timestamp()`.as('created_at'),
          })
          .from(changed),
      )
      .returning({ id: orderStatusEvents.id }),
  )
  const rows = await db.with(changed, line).select({ id: changed.id }).from(changed)
  return rows.length > 0
}

/** Reads an order and holds its row until the transaction ends, for a move that depends on what it finds. */
export async function lockOrder(tx: DbTransaction, orderId: string): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order
}
