import { createHash } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rateLimitWindows } from '../db/schema'

/** Sign-ins that may fail for one account within the window before it is locked. */
export const SIGN_IN_FAILURES_ALLOWED = 5
/** How long an account's failed sign-ins are remembered: from the first, or from the end of its lock. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60
const firstLockSeconds = 5 * 60
const longestLockSeconds = 60 * 60

export type SignInTurn = { allowed: true; key: string } | { allowed: false; retryAfterSeconds: number }

/** The account's row in `rate_limit_windows`: a hash, so the table names no address. */
const keyOf = (email: string) =>
  `sign-in ${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`

/**
 * Failed sign-ins counted per account, beside the per-address limit, so that many addresses together
 * cannot keep guessing one password. Counted in the rate limits' table (decision 033), one row an account:
 * `hits` are its attempts since the last success, `resets_at` when they are forgotten. An attempt counts
 * before its password is checked, so a burst cannot slip past the count; the 5th within 15 minutes locks
 * the account for 5 minutes, and each attempt after a lock ends, while the count is remembered, locks it
 * for twice as long, up to an hour. A locked account is refused whatever the password. The row is kept
 * until `resets_at` (the lock's end plus the window, once locked), when the sweep removes it.
 */
export function signInLockout(db: Db) {
  const table = rateLimitWindows
  const window = sql.raw(`interval '${SIGN_IN_WINDOW_SECONDS} seconds'`)
  const lockEnds = sql`${table.resetsAt} - ${window}`
  const limit = sql.raw(String(SIGN_IN_FAILURES_ALLOWED))

  async function lockedForSeconds(key: string) {
    const [row] = await db
      .select({ seconds: sql<number>`ceil(extract(epoch from ${lockEnds} - now()))::int` })
      .from(table)
      .where(eq(table.key, key))
    return Math.max(1, row?.seconds ?? 1)
  }

  return {
    /** Counts an attempt for `email` before its password is checked, or refuses it while the account is locked. */
    async begin(email: string): Promise<SignInTurn> {
      const key = keyOf(email)
      const ended = sql`${table.resetsAt} <= now()`
      const next = sql`${table.hits} + 1`
      // 5 minutes for the attempt that reaches the limit, doubling with each one after, up to an hour
      const lock = sql`least(${sql.raw(String(longestLockSeconds))}, ${sql.raw(String(firstLockSeconds))} * power(2, ${next} - ${limit}))`
      const counted = await db
        .insert(table)
        .values({ key, hits: 1, resetsAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: table.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${next} end`,
            resetsAt: sql`case
              when ${ended} then now() + ${window}
              when ${next} >= ${limit} then now() + make_interval(secs => ${lock}) + ${window}
              else ${table.resetsAt} end`,
          },
          // a locked account's attempt is not counted: it is refused before any password is read
          setWhere: sql`not (${table.hits} >= ${limit} and ${lockEnds} > now())`,
        })
        .returning({ hits: table.hits })
      if (counted.length > 0) return { allowed: true, key }
      return { allowed: false, retryAfterSeconds: await lockedForSeconds(key) }
    },

    /**
     * Settles an attempt by better-auth's answer: a success forgets the account's failures, a wrong password
     * (401) stays counted, and anything else (the per-address limit, a bad request, a banned account)
     * checked no password, so it is not counted.
     */
    async settle(key: string, status: number) {
      if (status === 401) return
      if (status >= 200 && status < 300) {
        await db.delete(table).where(eq(table.key, key))
        return
      }
      await db
        .update(table)
        .set({ hits: sql`${table.hits} - 1` })
        .where(and(eq(table.key, key), gt(table.hits, 0)))
    },
  }
}

export type SignInLockout = ReturnType<typeof signInLockout>
