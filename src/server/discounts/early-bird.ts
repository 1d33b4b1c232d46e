import { sql } from 'drizzle-orm'
import { EARLY_BIRD_LIMIT } from '@/domain/catalog-products'
import { CHECKOUT_EXPIRY_MINUTES } from '@/domain/limits'
import type { DbTransaction } from '../db/database'
import { earlyBirdSlots } from '../db/schema'

// any constant works; it names the one lock that serialises early-bird claims across connections
const EARLY_BIRD_LOCK = 7_291_001

/**
 * Finds a free early-bird place for an order being created, inside its transaction. Claims are serialised by
 * a transaction lock held until commit, so of any number of simultaneous first orders exactly the limit get
 * one. A place held by an order that was never paid is freed once its checkout has expired. The caller
 * stores the place with `holdEarlyBirdPlace` after inserting the order.
 */
export async function findFreeEarlyBirdPlace(tx: DbTransaction): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EARLY_BIRD_LOCK})`)
  await tx.execute(sql`
    delete from early_bird_slots s using orders o
    where s.order_id = o.id and o.payment_status <> 'paid'
      and (o.status = 'cancelled' or o.created_at < now() - make_interval(mins => ${CHECKOUT_EXPIRY_MINUTES + 5}))`)
  const result = await tx.execute(sql`
    select min(slot)::int as slot from generate_series(1, ${EARLY_BIRD_LIMIT}) as slot
    where slot not in (select slot from early_bird_slots)`)
  const slot = (rowsOf(result)[0] as { slot: number | null } | undefined)?.slot
  return slot ?? null
}

export async function holdEarlyBirdPlace(tx: DbTransaction, slot: number, orderId: string) {
  await tx.insert(earlyBirdSlots).values({ slot, orderId })
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
