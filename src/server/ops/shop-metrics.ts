import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Services } from '../services'
import { processMetricsSource } from './cluster-metrics'
import { readShopGauges } from './shop-gauges'

export type ShopMetrics = ReturnType<typeof createShopMetrics>

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The shop's Prometheus metrics, in two registries. The process's own: request latency by route pattern,
 * observed as requests finish, and the Node runtime's figures; with several web processes, a scrape adds up
 * every one's (`cluster-metrics.ts`). The shop's: business and queue gauges, read from the database at each
 * scrape. Registries per app, so test shops in one process do not share series.
 */
export function createShopMetrics(services: Pick<Services, 'db' | 'jobs' | 'logger'>) {
  const processRegistry = new Registry()
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: processRegistry })
  const processMetrics = processMetricsSource(processRegistry)

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [processRegistry],
  })
  const orderGauge = gauge('shop_orders', 'Orders by status', ['status'])
  const paymentGauge = gauge('shop_order_payments', 'Orders by payment status', ['status'])
  const failedEmailGauge = gauge(
    'shop_emails_failed',
    'Emails in the mail log whose latest attempt failed',
    [],
  )
  const jobGauge = gauge('shop_jobs', 'Jobs by queue and state (ready, deferred, active, failed)', [
    'queue',
    'state',
  ])
  const oldestJobGauge = gauge(
    'shop_job_oldest_queued_seconds',
    'Seconds the longest-waiting due job of a queue has been runnable; 0 when none waits',
    ['queue'],
  )
  const readsOk = gauge('shop_metrics_read_ok', '1 when this scrape read the database and the job queue', [])

  function gauge<L extends string>(name: string, help: string, labelNames: L[]) {
    return new Gauge<L>({ name, help, labelNames, registers })
  }

  /** Reads the database and the queue, once a scrape, into the gauges; failing, reports 0 and the rest. */
  async function readGauges() {
    try {
      const [shop, queues] = await Promise.all([readShopGauges(services.db), services.jobs.stats()])
      for (const gauge of [orderGauge, paymentGauge, jobGauge, oldestJobGauge]) gauge.reset()
      for (const { status, count } of shop.orders) orderGauge.set({ status }, count)
      for (const { status, count } of shop.payments) paymentGauge.set({ status }, count)
      failedEmailGauge.set(shop.failedEmails)
      for (const queue of queues) {
        jobGauge.set({ queue: queue.name, state: 'ready' }, queue.queued - queue.deferred)
        jobGauge.set({ queue: queue.name, state: 'deferred' }, queue.deferred)
        jobGauge.set({ queue: queue.name, state: 'active' }, queue.active)
        jobGauge.set({ queue: queue.name, state: 'failed' }, queue.failed)
        oldestJobGauge.set({ queue: queue.name }, queue.oldestQueuedSeconds ?? 0)
      }
      readsOk.set(1)
    } catch (error) {
      services.logger.warn({ err: error }, 'metrics could not read the shop')
      readsOk.set(0)
    }
  }

  /** Times every request under its route pattern (`/api/orders/:id`), never the raw path, to bound the series. */
  const timeRequests: MiddlewareHandler = async (c, next) => {
    const stop = requestDuration.startTimer()
    await next()
    stop({
      method: methods.has(c.req.method) ? c.req.method : 'other',
      // after `next`, the route index is the handler that answered
      route: routePath(c) || 'unmatched',
      status: `${Math.floor(c.res.status / 100)}xx`,
    })
  }

  return {
    timeRequests,
    contentType: registry.contentType,
    /** every figure, as Prometheus's text; throws when the web processes do not report theirs */
    async scrape() {
      const [processText] = await Promise.all([processMetrics(), readGauges()])
      const shopText = await registry.metrics()
      return `${processText.trimEnd()}\n\n${shopText}`
    },
  }
}
