import { type SQL, sql } from 'drizzle-orm'
import { EARLY_BIRD_LIMIT } from '@/domain/catalog-products'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import type { DbTransaction } from '../db/database'

/** When a hold taken now lapses. */
export function earlyBirdHoldEnd(from = Date.now()): Date {
  return new Date(from + EARLY_BIRD_HOLD_MINUTES * 60_000)
}

/**
 * Claims early-bird places for orders being created, inside their transaction, first come first served.
 * The place number is the primary key, so two orders can never hold the same one: a claim that collides
 * with a concurrent one waits for it, sees the conflict and tries the next free place. Of any number of
 * simultaneous first orders exactly the limit get one, and once the places are gone no order waits on
 * another. An unpaid order holds its place until `heldUntil`; after that the next claim may take it.
 * Answers the orders that got a place, whether every place is now taken, and when the holds lapse.
 */
export async function claimEarlyBirdPlaces(
  tx: DbTransaction,
  orderIds: string[],
): Promise<{ granted: Set<string>; allHeld: boolean; heldUntil: Date }> {
  const granted = new Set<string>()
  const heldUntil = earlyBirdHoldEnd()
  let waiting = orderIds
  let allHeld = false
  for (let attempt = 0; attempt <= EARLY_BIRD_LIMIT && waiting.length > 0; attempt += 1) {
    const free = await freePlaces(tx)
    allHeld = free.length <= waiting.length
    if (free.length === 0) break
    const rows = free
      .slice(0, waiting.length)
      .map((slot, index) => sql`(${slot}, ${waiting[index]}::uuid, ${heldUntil})`)
    const claimed = await tx.execute(sql`
      insert into early_bird_slots (slot, order_id, held_until) values ${sql.join(rows, sql`, `)}
      on conflict (slot) do nothing returning order_id`)
    for (const row of rowsOf(claimed) as Array<{ order_id: string }>) granted.add(row.order_id)
    waiting = waiting.filter((id) => !granted.has(id))
  }
  return { granted, allHeld, heldUntil }
}

/**
 * Holds an unpaid early-bird order's place again for a new checkout: its own place if nobody took it,
 * else any free one. Answers when the new hold lapses, or null when every place is taken.
 */
export async function holdEarlyBirdPlaceAgain(tx: DbTransaction, orderId: string): Promise<Date | null> {
  const heldUntil = earlyBirdHoldEnd()
  const renewed = await tx.execute(sql`
    update early_bird_slots set held_until = ${heldUntil}
    where order_id = ${orderId} and paid_at is null returning slot`)
  if (rowsOf(renewed).length > 0) return heldUntil
  const claim = await claimEarlyBirdPlaces(tx, [orderId])
  return claim.granted.has(orderId) ? claim.heldUntil : null
}

/**
 * The statement that keeps an order's place for good as it is paid, for a CTE of the payment. It answers
 * the place, or nothing once a claim has freed it. It writes the place's own row, so a claim freeing the
 * lapsed place waits for the payment (and then leaves it) or the payment waits for the claim (and then
 * finds nothing): the place never goes both ways.
 */
export function keepEarlyBirdPlace(orderId: string, paidAt: Date): SQL {
  return sql`update early_bird_slots set paid_at = ${paidAt}
    where order_id = ${orderId} and paid_at is null returning slot`
}

export type EarlyBirdWatch = { mayHaveFreePlaces(): boolean; noteAllHeld(): void }

/**
 * Remembers for a few seconds that every place is taken, so the orders after the offer skip the claim's
 * round trips. A held place frees only when its hold lapses, minutes after its order, so offering it
 * again a few seconds later costs nobody much.
 */
export function watchEarlyBird(rememberMs = 5_000): EarlyBirdWatch {
  let allHeldUntil = 0
  return {
    mayHaveFreePlaces: () => Date.now() >= allHeldUntil,
    noteAllHeld: () => {
      allHeldUntil = Date.now() + rememberMs
    },
  }
}

// one round trip: frees the places whose hold lapsed unpaid, and lists the free ones
async function freePlaces(tx: DbTransaction): Promise<number[]> {
  const result = await tx.execute(sql`
    with released as (
      delete from early_bird_slots where paid_at is null and held_until < now() returning slot
    )
    select slot::int from generate_series(1, ${EARLY_BIRD_LIMIT}) as slot
    where slot not in (select slot from early_bird_slots where slot not in (select slot from released))
    order by slot`)
  return (rowsOf(result) as Array<{ slot: number }>).map((row) => row.slot)
}

/** How many early-bird places are free: neither paid for nor held (for the offer banner; the claim decides). */
export async function remainingEarlyBirdPlaces(tx: { execute: DbTransaction['execute'] }): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as used from early_bird_slots
    where paid_at is not null or held_until >= now()`)
  const used = Number((rowsOf(result)[0] as { used?: number } | undefined)?.used ?? 0)
  return Math.max(0, EARLY_BIRD_LIMIT - used)
}

// node-postgres answers a QueryResult and PGlite a Results object; both carry rows
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows
}
