import { and, count, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { EARLY_BIRD_LIMIT } from '@/domain/catalog-products'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import type { DbOrTransaction, DbTransaction } from '../db/database'
import { earlyBirdSlots } from '../db/schema'

/** When a hold taken now lapses. */
function earlyBirdHoldEnd(from = Date.now()): Date {
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
    const claimed = await tx
      .insert(earlyBirdSlots)
      .values(
        free
          .slice(0, waiting.length)
          .map((slot, index) => ({ slot, orderId: waiting[index] as string, heldUntil })),
      )
      .onConflictDoNothing({ target: earlyBirdSlots.slot })
      .returning({ orderId: earlyBirdSlots.orderId })
    for (const { orderId } of claimed) granted.add(orderId)
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
  const renewed = await tx
    .update(earlyBirdSlots)
    .set({ heldUntil })
    .where(and(eq(earlyBirdSlots.orderId, orderId), isNull(earlyBirdSlots.paidAt)))
    .returning({ slot: earlyBirdSlots.slot })
  if (renewed.length > 0) return heldUntil
  const claim = await claimEarlyBirdPlaces(tx, [orderId])
  return claim.granted.has(orderId) ? claim.heldUntil : null
}

/**
 * Keeps an order's place for good as it is paid, in the payment's transaction. It writes the place's own
 * row, so a claim freeing the lapsed place waits for the payment (and then leaves it) or the payment
 * waits for the claim (and then finds nothing): the place never goes both ways. Answers whether the
 * order still had its place.
 */
export async function keepEarlyBirdPlace(tx: DbTransaction, orderId: string): Promise<boolean> {
  const kept = await tx
    .update(earlyBirdSlots)
    .set({ paidAt: new Date() })
    .where(and(eq(earlyBirdSlots.orderId, orderId), isNull(earlyBirdSlots.paidAt)))
    .returning({ slot: earlyBirdSlots.slot })
  return kept.length > 0
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

/** Frees the places whose hold lapsed unpaid, and lists the free ones, lowest first. */
async function freePlaces(tx: DbTransaction): Promise<number[]> {
  await tx
    .delete(earlyBirdSlots)
    .where(and(isNull(earlyBirdSlots.paidAt), lt(earlyBirdSlots.heldUntil, sql`now()`)))
  const taken = new Set(
    (await tx.select({ slot: earlyBirdSlots.slot }).from(earlyBirdSlots)).map((row) => row.slot),
  )
  return Array.from({ length: EARLY_BIRD_LIMIT }, (_, index) => index + 1).filter((slot) => !taken.has(slot))
}

/** How many early-bird places are free: neither paid for nor held (for the offer banner; the claim decides). */
export async function remainingEarlyBirdPlaces(db: DbOrTransaction): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(earlyBirdSlots)
    .where(or(isNotNull(earlyBirdSlots.paidAt), gte(earlyBirdSlots.heldUntil, sql`now()`)))
  return Math.max(0, EARLY_BIRD_LIMIT - (row?.used ?? 0))
}
