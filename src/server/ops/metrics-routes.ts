import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import { identifyCaller, requireAccess } from '../auth/staff-access'
import { errorBody, HttpError } from '../http/errors'
import type { Services } from '../services'
import type { ShopMetrics } from './shop-metrics'

/**
 * `GET /metrics` in Prometheus's text format, for a scraper holding `METRICS_TOKEN` as a bearer token or
 * for signed-in staff (the back office's own access rule). Anyone else gets 401 (403 without the role).
 */
export function metricsRoutes(services: Services, metrics: ShopMetrics) {
  const identify = identifyCaller(services) as unknown as MiddlewareHandler
  const staffOnly = requireAccess('staff') as unknown as MiddlewareHandler
  const allowed: MiddlewareHandler = async (c, next) => {
    if (holdsToken(c.req.header('authorization'), services.config.METRICS_TOKEN)) return next()
    try {
      await identify(c, async () => {
        await staffOnly(c, next)
      })
    } catch (error) {
      // mounted on a bare app too, where no onError turns the access rule's refusal into JSON
      if (!(error instanceof HttpError)) throw error
      return c.json(errorBody(error.code, error.message), error.status)
    }
  }
  return new Hono().get('/metrics', allowed, async (c) => {
    const text = await metrics.scrape().catch((error: unknown) => {
      services.logger.warn({ err: error }, 'metrics could not be gathered')
      return undefined
    })
    // a partial answer would read as a drop in every counter: the scrape fails instead, and says why
    if (text === undefined) {
      return c.json(errorBody('unavailable', 'The web processes did not report their metrics.'), 503)
    }
    return c.body(text, 200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' })
  })
}

function holdsToken(header: string | undefined, token: string | undefined) {
  if (!token || !header?.startsWith('Bearer ')) return false
  // digests of equal length, so the comparison takes the same time whatever was sent
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token))
}
