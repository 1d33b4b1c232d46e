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

type Waiting = {
  resolve: (window: { hits: number; resetsInMs: number }) => void
  reject: (error: unknown) => void
}

/**
 * The counters in the shop's database (decision 033): one statement opens a window, counts in it, or opens
 * the next once it has passed, on the database's clock so that every instance agrees. A key has at most one
 * statement in flight in a process: requests that arrive while it runs wait, and are counted together by the
 * next one, each answered with its own place in the count. Every request is in the shared count before it is
 * answered, and a burst from one address costs a few statements rather than a queue on one row's lock.
 * Ended windows are swept now and then.
 */
export function databaseRateLimitStore(db: Db, options: { sweepEveryMs?: number } = {}): RateLimitStore {
  const sweepEveryMs = options.sweepEveryMs ?? 60_000
  let nextSweep = Date.now() + sweepEveryMs
  const table = rateLimitWindows
  const lanes = new Map<string, Waiting[]>()

  async function count(key: string, hits: number, windowMs: number) {
    if (Date.now() >= nextSweep) {
      nextSweep = Date.now() + sweepEveryMs
      await db.delete(table).where(lt(table.resetsAt, sql`now()`))
    }
    const resetsAt = sql`now() + make_interval(secs => ${windowMs / 1000})`
    const ended = sql`${table.resetsAt} <= now()`
    const [window] = await db
      .insert(table)
      .values({ key, hits, resetsAt })
      .onConflictDoUpdate({
        target: table.key,
        set: {
          hits: sql`case when ${ended} then excluded.hits else ${table.hits} + excluded.hits end`,
          resetsAt: sql`case when ${ended} then excluded.resets_at else ${table.resetsAt} end`,
        },
      })
      .returning({
        hits: table.hits,
        resetsInMs: sql<number>`ceil(extract(epoch from ${table.resetsAt} - now()) * 1000)::int`,
      })
    if (!window) throw new Error('the rate limit window was not counted')
    return window
  }

  async function drain(key: string, waiting: Waiting[], windowMs: number) {
    while (waiting.length > 0) {
      const batch = waiting.splice(0)
      try {
        const window = await count(key, batch.length, windowMs)
        const first = window.hits - batch.length + 1
        for (const [i, request] of batch.entries()) {
          request.resolve({ hits: first + i, resetsInMs: window.resetsInMs })
        }
      } catch (error) {
        for (const request of batch) request.reject(error)
      }
    }
    lanes.delete(key)
  }

  return {
    hit(key, windowMs) {
      return new Promise((resolve, reject) => {
        const waiting = lanes.get(key)
        if (waiting) {
          waiting.push({ resolve, reject })
          return
        }
        const lane = [{ resolve, reject }]
        lanes.set(key, lane)
        void drain(key, lane, windowMs)
      })
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
