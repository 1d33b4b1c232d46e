import { lt, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { Db } from '../db/database'
import { rateLimitWindows } from '../db/schema'
import { HttpError } from './errors'

/** Where the limits count: one fixed window a key, shared by every instance of the shop. */
export type RateLimitStore = {
  /** counts one request for `key` and answers the count of its window and the time left in it */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetsInMs: number }>
}

/**
 * The counters in the shop's database (decision 033): one statement a request, which opens a window,
 * counts in it, or opens the next once it has passed, on the database's clock so that every instance
 * agrees. Ended windows are swept now and then.
 */
export function databaseRateLimitStore(db: Db, options: { sweepEveryMs?: number } = {}): RateLimitStore {
  const sweepEveryMs = options.sweepEveryMs ?? 60_000
  let nextSweep = Date.now() + sweepEveryMs
  const table = rateLimitWindows
  return {
    async hit(key, windowMs) {
      if (Date.now() >= nextSweep) {
        nextSweep = Date.now() + sweepEveryMs
        await db.delete(table).where(lt(table.resetsAt, sql`now()`))
      }
      const resetsAt = sql`now() + make_interval(secs => ${windowMs / 1000})`
      const ended = sql`${table.resetsAt} <= now()`
      const [window] = await db
        .insert(table)
        .values({ key, hits: 1, resetsAt })
        .onConflictDoUpdate({
          target: table.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${table.hits} + 1 end`,
            resetsAt: sql`case when ${ended} then excluded.resets_at else ${table.resetsAt} end`,
          },
        })
        .returning({
          hits: table.hits,
          resetsInMs: sql<number>`ceil(extract(epoch from ${table.resetsAt} - now()) * 1000)::int`,
        })
      if (!window) throw new Error('the rate limit window was not counted')
      return window
    },
  }
}

/**
 * A fixed-window limit per key (the client's address and the route): past the limit, 429 with Retry-After
 * in seconds until the window ends.
 */
export function rateLimit(options: {
  store: RateLimitStore
  limit: number
  windowMs: number
  key: (c: Parameters<MiddlewareHandler>[0]) => string
}): MiddlewareHandler {
  return async (c, next) => {
    const { hits, resetsInMs } = await options.store.hit(options.key(c), options.windowMs)
    if (hits > options.limit) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(resetsInMs / 1000))))
      throw new HttpError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.')
    }
    await next()
  }
}
