import { count, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { orderStatuses, paymentStatuses } from '@/domain/order-lifecycle'
import { classicRequest } from '@/domain/order-request.fixtures'
import { openDatabase } from '@/server/db/database'
import { orders, sentEmails } from '@/server/db/schema'
import { defineJob } from '@/server/jobs/job-definition'
import { startJobQueue } from '@/server/jobs/job-queue'
import { markNotReady } from '@/server/ops/readiness'
import { completedOrder, createPayment, placePaidOrder } from './support/orders'
import { signedInAs } from './support/staff'
import { createTestDatabaseUrl } from './support/test-database'
import { startTestShop, type TestShop } from './support/test-shop'

const metricsToken = 'scraper-token-0123456789abcdef'
let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({ METRICS_TOKEN: metricsToken, ORDER_RATE_LIMIT_PER_MINUTE: '1000' })
})
afterAll(() => shop?.stop())

const get = (path: string, headers: Record<string, string> = {}) => shop.app.request(path, { headers })

async function scrape() {
  const response = await get('/metrics', { authorization: `Bearer ${metricsToken}` })
  expect(response.status).toBe(200)
  return response.text()
}

/** The value of one series in Prometheus text, such as `shop_orders{status="paid"}`; undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const total = (text: string, metric: string, statuses: readonly string[]) =>
  statuses.reduce((sum, status) => sum + (sample(text, `${metric}{status="${status}"}`) ?? 0), 0)

describe('health and readiness', () => {
  it('answers liveness without touching anything, and keeps /api/health', async () => {
    const response = await get('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect((await get('/api/health')).status).toBe(200)
  })

  it('is ready when the database answers and the job queue can be read', async () => {
    const response = await get('/readyz')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'ready',
      database: 'ok',
      queue: { status: 'ok', depth: expect.any(Number), active: expect.any(Number) },
      payments: 'test-checkout',
    })
  })

  it('answers 503 naming the queue when the queue is stopped, then the database when it is closed', async () => {
    const doomed = await startTestShop({ SCROLL_RENDERERS: '0' })
    // each is closed here first; the shop's own stop then finds them closed
    const { jobs, database } = doomed.services
    const [stopJobs, closeDatabase] = [jobs.stop, database.close]
    let jobsStopped: Promise<void> | undefined
    let databaseClosed: Promise<void> | undefined
    jobs.stop = () => (jobsStopped ??= stopJobs())
    database.close = () => (databaseClosed ??= closeDatabase())
    try {
      await jobs.stop()
      const queueDown = await doomed.app.request('/readyz')
      expect(queueDown.status).toBe(503)
      expect(await queueDown.json()).toEqual({
        status: 'not_ready',
        database: 'ok',
        queue: { status: 'down' },
        payments: 'test-checkout',
      })

      await database.close()
      const databaseDown = await doomed.app.request('/readyz')
      expect(databaseDown.status).toBe(503)
      expect(await databaseDown.json()).toMatchObject({ status: 'not_ready', database: 'down' })
      expect((await doomed.app.request('/healthz')).status).toBe(200)
    } finally {
      await doomed.stop()
    }
  })

  it("reports the queue's depth and how long its oldest due job has waited", async () => {
    const target = await createTestDatabaseUrl()
    const database = await openDatabase({ url: target.url, pgliteDir: 'memory://' })
    const idle = defineJob({
      name: 'ops-test-idle',
      schema: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
    })
    // no worker takes this queue's jobs, so they wait
    const role = { runsJobs: true }
    const queue = await startJobQueue(database, {
      url: target.url,
      logger: pino({ level: 'silent' }),
      jobs: [idle],
      ...role,
    })
    try {
      expect(await queue.stats()).toEqual([
        { name: idle.name, queued: 0, deferred: 0, active: 0, failed: 0, oldestQueuedSeconds: null },
      ])
      await queue.send(idle, { n: 1 })
      await queue.send(idle, { n: 2 })
      await database.db.execute(
        sql`update pgboss.job set created_on = now() - interval '90 seconds',
              start_after = now() - interval '90 seconds'
            where name = ${idle.name} and data->>'n' = '1'`,
      )
      const [stats] = await queue.stats()
      expect(stats).toMatchObject({ queued: 2, deferred: 0, active: 0, failed: 0 })
      expect(stats?.oldestQueuedSeconds).toBeGreaterThanOrEqual(89)
      expect(stats?.oldestQueuedSeconds).toBeLessThan(120)
    } finally {
      await queue.stop()
      await database.close()
      await target.drop()
    }
  })
})

describe('metrics', () => {
  it('refuses a caller with neither a staff session nor the token', async () => {
    const signedOut = await get('/metrics')
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toMatchObject({ error: { code: 'unauthenticated' } })
    expect((await get('/metrics', { authorization: 'Bearer not-the-token-at-all' })).status).toBe(401)
    const customer = await signedInAs(shop, 'user')
    expect((await customer.get('/metrics')).status).toBe(403)
  })

  it('answers staff and a scraper with the token, in Prometheus text format', async () => {
    const staff = await signedInAs(shop, 'staff')
    const response = await staff.get('/metrics')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('# TYPE shop_orders gauge')
    expect(text).toContain('process_cpu_seconds_total')
    expect(sample(text, 'shop_metrics_read_ok')).toBe(1)
    expect(sample(text, 'shop_emails_failed')).toBe(0)
  })

  it('moves the order, payment, job and email gauges when an order is placed, paid and sent', async () => {
    const before = await scrape()
    const orderId = await placePaidOrder(shop, classicRequest())
    const paid = await scrape()
    expect(total(paid, 'shop_orders', orderStatuses)).toBe(total(before, 'shop_orders', orderStatuses) + 1)
    expect(sample(paid, 'shop_order_payments{status="paid"}')).toBe(
      (sample(before, 'shop_order_payments{status="paid"}') ?? 0) + 1,
    )
    expect(sample(paid, 'shop_jobs{queue="fulfil-order",state="ready"}')).toBeGreaterThanOrEqual(0)
    expect(sample(paid, 'shop_job_oldest_queued_seconds{queue="fulfil-order"}')).toBeGreaterThanOrEqual(0)

    await completedOrder(shop, orderId)
    const done = await scrape()
    expect(sample(done, 'shop_orders{status="completed"}')).toBe(
      (sample(before, 'shop_orders{status="completed"}') ?? 0) + 1,
    )

    await shop.services.db.insert(sentEmails).values({
      messageId: '<ops-test-failed@scrollsoffury.test>',
      to: 'nobody@example.com',
      subject: 'A raven that fell',
      status: 'failed',
      lastError: '421 try again later',
      rawKey: 'mail/ops-test-failed.eml',
      sizeBytes: 10,
    })
    expect(sample(await scrape(), 'shop_emails_failed')).toBe((sample(before, 'shop_emails_failed') ?? 0) + 1)
  })

  it('counts orders by payment status as the table has them, a cancelled order by its own', async () => {
    await createPayment(shop, classicRequest())
    const unpaid = await createPayment(shop, classicRequest())
    // as a payment that came too late for its early-bird place leaves it: cancelled, refunded
    await shop.services.db
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'refunded' })
      .where(eq(orders.id, unpaid.orderId))
    const text = await scrape()
    const exact = await shop.services.db
      .select({ status: orders.paymentStatus, count: count() })
      .from(orders)
      .groupBy(orders.paymentStatus)
    for (const status of paymentStatuses) {
      const want = exact.find((row) => row.status === status)?.count ?? 0
      expect(sample(text, `shop_order_payments{status="${status}"}`), status).toBe(want)
    }
    expect(sample(text, 'shop_order_payments{status="refunded"}')).toBeGreaterThanOrEqual(1)
  })

  it("times requests under their route's pattern, not the path with its id", async () => {
    const orderId = await placePaidOrder(shop, classicRequest())
    expect((await get(`/api/orders/${orderId}`)).status).toBe(200)
    expect((await get('/api/orders/not-an-order')).status).toBeGreaterThanOrEqual(400)
    const text = await scrape()
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status="2xx"}'),
    ).toBeGreaterThanOrEqual(1)
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/payments",status="2xx"\}/,
    )
    expect(text).not.toContain(orderId)
  })
})

describe('request ids', () => {
  it('keeps a short safe X-Request-Id and replaces anything else', async () => {
    const kept = await get('/healthz', { 'x-request-id': 'lb-7f3a-42' })
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a-42')
    const replaced = await get('/healthz', { 'x-request-id': 'a b;<script>' })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const long = await get('/healthz', { 'x-request-id': 'x'.repeat(65) })
    expect(long.headers.get('x-request-id')).not.toBe('x'.repeat(65))
  })
})

describe('shutting down', () => {
  // last: the shop stays stopping for the rest of this file
  it('answers 503 from /readyz once the shop is stopping, while /healthz still answers', async () => {
    markNotReady(shop.services)
    const response = await get('/readyz')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'not_ready', shuttingDown: true, database: 'ok' })
    expect((await get('/healthz')).status).toBe(200)
  })

  it('queues the fulfilment of an order paid for immediate delivery as urgent, and a standard one not', async () => {
    const immediate = await placePaidOrder(shop, classicRequest({ delivery: 'immediate' }))
    const standard = await placePaidOrder(shop, classicRequest({ delivery: 'standard' }))
    const result = await shop.services.db.execute(
      sql`select data->>'orderId' as order_id, priority from pgboss.job
          where name = 'fulfil-order' and data->>'orderId' in (${immediate}, ${standard})`,
    )
    const rows = (result as unknown as { rows: Array<{ order_id: string; priority: number }> }).rows
    expect(Object.fromEntries(rows.map((row) => [row.order_id, row.priority]))).toEqual({
      [immediate]: 1,
      [standard]: 0,
    })
  })

  it('works urgent jobs first, and tells the turns which jobs are urgent and since when they are due', async () => {
    const target = await createTestDatabaseUrl()
    const database = await openDatabase({ url: target.url, pgliteDir: 'memory://' })
    const mixed = defineJob({
      name: 'ops-test-urgent',
      schema: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
    })
    const seen: Array<{ n: number; urgent: boolean; dueSince: Date }> = []
    let current = 0
    const queue = await startJobQueue(database, {
      url: target.url,
      logger: pino({ level: 'silent' }),
      jobs: [mixed],
      runsJobs: true,
      turns: {
        heard: () => undefined,
        take: (work, job) => {
          // the handler notes its job's number as it starts, before its first await
          const working = work()
          seen.push({ n: current, ...job })
          return working
        },
      },
    })
    try {
      const queuedAt = Date.now()
      for (const n of [1, 2, 3, 4, 5]) await queue.send(mixed, { n })
      await queue.send(mixed, { n: 6 }, { urgent: true })
      const done: number[] = []
      await queue.work(mixed, async ({ n }) => {
        current = n
        done.push(n)
      })
      await expect.poll(() => done.length, { timeout: 10_000 }).toBe(6)
      // a fetch takes four jobs: the urgent one, sent last, is in the first
      expect(done.slice(0, 4)).toContain(6)
      expect(seen.filter((job) => job.urgent).map((job) => job.n)).toEqual([6])
      for (const job of seen) expect(Math.abs(job.dueSince.getTime() - queuedAt)).toBeLessThan(5_000)
    } finally {
      await queue.stop()
      await database.close()
      await target.drop()
    }
  })
})
