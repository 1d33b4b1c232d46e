import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import { runWithLogContext } from './log-context'

export type AppEnv = { Variables: { requestId: string; log: Logger } }

/**
 * One log line per request, carrying the request id that the response also returns. The id is also set
 * for everything the request runs, so a line any logger with the shop's mixin writes carries it
 * (`createLogger`, `http/log-context.ts`).
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    runWithLogContext({ requestId: c.get('requestId') }, async () => {
      const started = performance.now()
      c.set('log', logger)
      await next()
      const ms = Math.round((performance.now() - started) * 10) / 10
      const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms }
      if (c.res.status >= 500) logger.error(line, 'request failed')
      else logger.info(line, 'request')
    })
}
