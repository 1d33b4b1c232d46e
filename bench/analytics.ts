/**
 * The staff analytics at size: a shop seeded with 1,000,000 orders and 1,000 partners (scripts/seed), on
 * PostgreSQL and on PGlite. Times the server's work per request of the Business Analytics and Partner
 * Analytics endpoints, in-process through `app.request`, so the figure holds the session check, the
 * query and the JSON and no network. Beside it, the naive way: load the paid orders of the last 30 days
 * into JS and add them up. Goals: median <= 20 ms on PostgreSQL, >= 50x the
 * naive way. `npx tsx bench/analytics.ts` prints the figures on its own.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, eq, gte, sql } from 'drizzle-orm'
import pino from 'pino'
import { type ScrollType, scrollTypes } from '@/domain/catalog-products'
import { createApp } from '@/server/app'
import { startServices, stopServices } from '@/server/bootstrap'
import { loadConfig } from '@/server/config'
import type { Db } from '@/server/db/database'
import { orders, users } from '@/server/db/schema'
import { shopDate } from '@/server/shop-date'
import { analyticsWindow } from '@/server/staff-analytics/analytics-window'
import { getBusinessAnalytics } from '@/server/staff-analytics/get-business-analytics'
import { mostPopularScrollType } from '@/server/staff-analytics/most-popular'
import { seedShop } from '../scripts/seed/seed-shop'
import type { BenchReport } from './report'
import { withBenchDatabase } from './support/bench-database'

const ORDERS = 1_000_000
const PARTNERS = 1_000
const PGLITE_ORDERS = 250_000
// a quarter of the orders on PGlite, to keep the whole bench to a few minutes (the full million, seeded
// alone, then gave 4.4 ms for the rollup and 2.1 s for the naive way)
const pgliteSize =
  'PGlite writes from one thread in the shop’s process and slows as its indexes outgrow its cache: the full million took 220 s here'
const RUNS = 30
const NAIVE_RUNS = 5
const origin = 'http://localhost'

export type Timing = { medianMs: number; p95Ms: number; runs: number }
export type AnalyticsRun = {
  database: 'PostgreSQL' | 'PGlite'
  orders: number
  seedSeconds: number
  endpoints: Array<{ path: string } & Timing>
  /** the rollup read and summed, without HTTP and the session check */
  rollup: Timing
  naive: Timing
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN

async function timed(runs: number, run: () => Promise<unknown>, warmUps = 3): Promise<Timing> {
  // plans, prepared statements and caches are made by the first calls
  for (let i = 0; i < warmUps; i++) await run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95), runs }
}

/**
 * The naive way, kept here only to be measured against: every paid order of the last 30 days comes to
 * JS, and the cards and the daily breakdown are added up there.
 */
async function naiveBusinessAnalytics(db: Db, timeZone: string) {
  const window = analyticsWindow(new Date(), timeZone)
  const rows = await db
    .select({ paidAt: orders.paidAt, totalPriceCents: orders.totalPriceCents, scrollType: orders.scrollType })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'paid'),
        gte(orders.paidAt, sql`(${window.current.from}::timestamp at time zone ${timeZone})`),
      ),
    )
  const days = new Map<string, { orders: number; revenueCents: number; counts: Record<string, number> }>()
  const counts: Record<string, number> = {}
  let revenueCents = 0
  for (const row of rows) {
    const date = shopDate(row.paidAt as Date, timeZone)
    const day = days.get(date) ?? { orders: 0, revenueCents: 0, counts: {} }
    day.orders += 1
    day.revenueCents += row.totalPriceCents
    day.counts[row.scrollType] = (day.counts[row.scrollType] ?? 0) + 1
    days.set(date, day)
    counts[row.scrollType] = (counts[row.scrollType] ?? 0) + 1
    revenueCents += row.totalPriceCents
  }
  const byType = Object.fromEntries(scrollTypes.map((type) => [type, counts[type] ?? 0]))
  return {
    totalOrders: rows.length,
    totalRevenueCents: revenueCents,
    mostPopularScrollType: mostPopularScrollType(byType as Record<ScrollType, number>),
    dailyBreakdown: [...days].sort(([a], [b]) => b.localeCompare(a)),
  }
}

/** A signed-in staff member's session cookie, made the way the shop makes accounts. */
async function staffCookie(app: Awaited<ReturnType<typeof createApp>>, db: Db) {
  const account = { email: 'bench-staff@scrollsoffury.test', password: 'a-long-password', name: 'Bench' }
  const post = (url: string, body: unknown) =>
    app.request(url, {
      method: 'POST',
      // the address better-auth's sign-in limit keys on; an in-process request has no socket
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '127.0.0.1' },
      body: JSON.stringify(body),
    })
  await post('/api/auth/sign-up/email', account)
  await db.update(users).set({ role: 'staff' }).where(eq(users.email, account.email))
  const signedIn = await post('/api/auth/sign-in/email', account)
  if (signedIn.status !== 200) throw new Error(`staff sign-in answered ${signedIn.status}`)
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

async function benchOn(
  database: AnalyticsRun['database'],
  env: Record<string, string>,
  count: number,
): Promise<AnalyticsRun> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    SERVE_WEB_APP: 'false',
    SCROLL_RENDERERS: '0',
    TRUST_PROXY: 'true',
    ...env,
  })
  const services = await startServices(config, pino({ level: 'silent' }))
  try {
    const app = await createApp(services, { serveWeb: false })
    let quarter = 1
    const seeded = await seedShop(services.db, {
      orders: count,
      partners: PARTNERS,
      timeZone: config.SHOP_TZ,
      onProgress: ({ step, done, total, elapsedMs }) => {
        if (step !== 'orders' || done < (total * quarter) / 4) return
        quarter += 1
        const seconds = (elapsedMs / 1000).toFixed(0)
        console.log(
          `  (${database}: ${done.toLocaleString('en')} of ${total.toLocaleString('en')} orders seeded, ${seconds} s)`,
        )
      },
    })
    const cookie = await staffCookie(app, services.db)
    const endpoints = []
    // the partner table sorted by what is pending needs every partner's hold first (decision 025)
    const paths = [
      '/api/staff/business-analytics',
      '/api/staff/partner-analytics',
      '/api/staff/partner-analytics?sort=pending',
    ]
    for (const endpoint of paths) {
      const timing = await timed(RUNS, async () => {
        const response = await app.request(endpoint, { headers: { cookie } })
        if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}`)
        return response.text()
      })
      endpoints.push({ path: endpoint, ...timing })
    }
    const rollup = await timed(RUNS, () => getBusinessAnalytics(services.db, config.SHOP_TZ))
    const naive = await timed(NAIVE_RUNS, () => naiveBusinessAnalytics(services.db, config.SHOP_TZ), 1)
    return { database, orders: count, seedSeconds: seeded.ms / 1000, endpoints, rollup, naive }
  } finally {
    await stopServices(services)
  }
}

/** Business and Partner Analytics, and the naive way, on PostgreSQL and on PGlite. */
export async function benchAnalytics(): Promise<AnalyticsRun[]> {
  const postgres = await withBenchDatabase((url) => benchOn('PostgreSQL', { DATABASE_URL: url }, ORDERS))
  const dataDir = path.resolve(import.meta.dirname, '../.tmp/bench-analytics')
  await rm(dataDir, { recursive: true, force: true })
  try {
    const pglite = await benchOn('PGlite', { DATA_DIR: dataDir }, PGLITE_ORDERS)
    return [postgres, pglite]
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** The figures as `npm run bench` prints them. */
export function printAnalytics(runs: AnalyticsRun[], report?: BenchReport) {
  const section = 'Staff analytics at 1,000,000 orders'
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')
  const ms = (value: number) => `${value.toFixed(1)} ms`
  for (const run of runs) {
    report?.add(
      section,
      `${run.database}: seeded ${run.orders.toLocaleString('en')} orders`,
      `${run.seedSeconds.toFixed(1)} s`,
    )
    const size = run.orders === ORDERS ? '' : ` (not ${ORDERS.toLocaleString('en')}: ${pgliteSize})`
    console.log(
      `  ${run.database}: seeded ${run.orders.toLocaleString('en')} orders${size} and ${PARTNERS.toLocaleString('en')} partners in ${run.seedSeconds.toFixed(1)} s`,
    )
    for (const endpoint of run.endpoints) {
      const goal =
        run.database === 'PostgreSQL' && !endpoint.path.includes('?')
          ? ` (goal median <= 20 ms: ${verdict(endpoint.medianMs <= 20)})`
          : ''
      console.log(
        `    GET ${endpoint.path}: median ${ms(endpoint.medianMs)}, p95 ${ms(endpoint.p95Ms)} over ${endpoint.runs} requests${goal}`,
      )
      const goalled = run.database === 'PostgreSQL' && !endpoint.path.includes('?')
      report?.add(
        section,
        `${run.database}, ${run.orders.toLocaleString('en')} orders: GET ${endpoint.path}`,
        `median ${ms(endpoint.medianMs)}, p95 ${ms(endpoint.p95Ms)}`,
        goalled ? 'median <= 20 ms' : '',
        goalled ? endpoint.medianMs <= 20 : undefined,
      )
      if (!endpoint.path.endsWith('/business-analytics')) continue
      console.log(
        `      of which reading and summing the rollup (no HTTP, no session): median ${ms(run.rollup.medianMs)}, p95 ${ms(run.rollup.p95Ms)}`,
      )
      console.log(
        `      naive (paid orders of the last 30 days summed in JS): median ${ms(run.naive.medianMs)}, p95 ${ms(run.naive.p95Ms)} over ${run.naive.runs} runs`,
      )
      const ratio = run.naive.medianMs / endpoint.medianMs
      console.log(
        `      rollup against naive: ${ratio.toFixed(0)}x faster (goal >= 50x: ${verdict(ratio >= 50)})`,
      )
      report?.add(
        section,
        `${run.database}: business analytics against the naive sum in JS`,
        `${ratio.toFixed(0)}x faster (rollup ${ms(run.rollup.medianMs)}, naive ${ms(run.naive.medianMs)})`,
        '>= 50x',
        ratio >= 50,
      )
    }
  }
}

// `npx tsx bench/analytics.ts`: these figures alone
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log('== staff analytics at 1,000,000 orders: server time per request, rollup against naive')
  printAnalytics(await benchAnalytics())
}
