import type { MiddlewareHandler } from 'hono'
import { HttpError } from './errors'

type Window = { count: number; resetAt: number }

/**
 * A fixed-window limit per client and route, kept in this process: enough for one shop process, and a
 * restart only forgives a few requests. Answers 429 with Retry-After.
 */
export function rateLimit(options: {
  limit: number
  windowMs: number
  key: (c: Parameters<MiddlewareHandler>[0]) => string
  now?: () => number
}): MiddlewareHandler {
  const windows = new Map<string, Window>()
  const now = options.now ?? Date.now
  let nextSweep = now() + options.windowMs
  return async (c, next) => {
    const time = now()
    if (time >= nextSweep) {
      for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key)
      nextSweep = time + options.windowMs
    }
    const key = options.key(c)
    let window = windows.get(key)
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + options.windowMs }
      windows.set(key, window)
    }
    window.count += 1
    if (window.count > options.limit) {
      c.header('Retry-After', String(Math.ceil((window.resetAt - time) / 1000)))
      throw new HttpError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.')
    }
    await next()
  }
}
