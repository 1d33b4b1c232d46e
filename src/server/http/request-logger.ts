import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'

export type AppEnv = { Variables: { requestId: string; log: Logger } }

/** One log line per request, carrying the request id that the response also returns. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const log = logger.child({ requestId: c.get('requestId') })
    c.set('log', log)
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms }
    if (c.res.status >= 500) log.error(line, 'request failed')
    else log.info(line, 'request')
  }
}
