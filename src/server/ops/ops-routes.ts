import { Hono } from 'hono'
import type { Services } from '../services'
import { checkReadiness } from './readiness'

/**
 * Liveness and readiness, outside `/api` and its middleware: mountable on the whole shop or on a bare Hono
 * app (a process that runs only the job workers).
 */
export function opsRoutes(services: Pick<Services, 'db' | 'jobs' | 'payments' | 'logger' | 'stopping'>) {
  return (
    new Hono()
      // liveness: the process answers; no I/O, so a slow database never gets the process restarted
      .get('/healthz', (c) => c.json({ status: 'ok' as const }))
      .get('/readyz', async (c) => {
        const { ready, body, errors } = await checkReadiness(services)
        if (errors.database || errors.queue) services.logger.warn({ errors }, 'not ready')
        c.header('cache-control', 'no-store')
        return c.json(body, ready ? 200 : 503)
      })
  )
}
