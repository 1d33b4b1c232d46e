import { sql } from 'drizzle-orm'
import { EARLY_BIRD_LIMIT } from '@/domain/catalog-products'
import { CHECKOUT_EXPIRY_MINUTES } from '@/domain/limits'
import type { DbTransaction } from '../db/database'

/**
 * Claims early-bird places for orders being created, inside their transaction, first come first served.
 * The place number is the primary key, so two orders can never hold the same one: a claim that collides
 * with a concurrent one waits for it, sees the conflict and tries the next free place. Of any number of
 * simultaneous first orders exactly the limit get one, and once the places are gone no order waits on
 * another. A place held by an order that was never paid is freed once its checkout has expired.
 * Answers the orders that got a place, and whether every place is now held.
 */
export async function claimEarlyBirdPlaces(
  tx: DbTransaction,
  orderIds: string[],
): Promise<{ granted: Set<string>; allHeld: boolean }> {
  const granted = new Set<string>()
  let waiting = orderIds
  let allHeld = false
  for (let attempt = 0; attempt <= EARLY_BIRD_LIMIT && waiting.length > 0; attempt += 1) {
    const free = await freePlaces(tx)
    allHeld = free.length <= waiting.length
    if (free.length === 0) break
    const pairs = free.slice(0, waiting.length).map((slot, index) => sql`(${slot}, ${waiting[index]}::uuid)`)
    const claimed = await tx.execute(sql`
      insert into early_bird_slots (slot, order_id) values ${sql.join(pairs, sql`, `)}
      on conflict (slot) do nothing returning order_id`)
    for (const row of rowsOf(claimed) as Array<{ order_id: string }>) granted.add(row.order_id)
    waiting = waiting.filter((id) => !granted.has(id))
  }
  return { granted, allHeld }
}

export type EarlyBirdWatch = { mayHaveFreePlaces(): boolean; noteAllHeld(): void }

/**
 * Remembers for a few seconds that every place is held, so the orders after the offer skip the claim's
 * round trips. A place frees only when a checkout expires, half an hour after its order, so offering it
 * again a few seconds later costs nobody anything.
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

// one round trip: frees places held by unpaid orders whose checkout expired, and lists the free ones
async function freePlaces(tx: DbTransaction): Promise<number[]> {
  const result = await tx.execute(sql`
    with released as (
      delete from early_bird_slots s using orders o
      where s.order_id = o.id and o.payment_status <> 'paid'
        and (o.status = 'cancelled' or o.created_at < now() - make_interval(mins => ${CHECKOUT_EXPIRY_MINUTES + 5}))
      returning s.slot
    )
    select slot::int from generate_series(1, ${EARLY_BIRD_LIMIT}) as slot
    where slot not in (select slot from early_bird_slots where slot not in (select slot from released))
    order by slot`)
  return (rowsOf(result) as Array<{ slot: number }>).map((row) => row.slot)
}

/** How many early-bird places are still free (for the offer banner; the claim decides). */
export async function remainingEarlyBirdPlaces(tx: { execute: DbTransaction['execute'] }): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as used from early_bird_slots`)
  const used = Number((rowsOf(result)[0] as { used?: number } | undefined)?.used ?? 0)
  return Math.max(0, EARLY_BIRD_LIMIT - used)
}

// node-postgres answers a QueryResult and PGlite a Results object; both carry rows
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows
}
