/**
 * The staff order queue at size: 1,000,000 orders on PostgreSQL (a fresh database, the shop's migrations,
 * bench/support/seed-orders-sql.ts, VACUUM ANALYZE). Times `listOrders` (the page and its capped count,
 * as GET /api/staff/orders runs them) for the pages staff open, then streams CSV exports from the shop
 * running in a process of its own, and watches that process's memory while it streams every order.
 * Goal: every page under 100 ms, name searches among them (decision 066). `npx tsx bench/order-queue.ts`
 * prints the figures on its own.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, asc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm'
import { type Db, openDatabase } from '@/server/db/database'
import { orders } from '@/server/db/schema'
import { COUNT_CAP, listOrders, type OrderQueueQuery } from '@/server/staff-orders/order-queue'
import type { BenchReport } from './report'
import { withBenchDatabase } from './support/bench-database'
import { startProcess } from './support/processes'
import { seedOrdersSql } from './support/seed-orders-sql'

const ORDERS = 1_000_000
const PARTNERS = 1_000
const DAYS = 365
const RUNS = 20
const GOAL_MS = 100
const STREAM_SECONDS = 10
const HEAP_CAP_MB = 128
// the largest partner: a tenth of the partner orders
const PARTNER = 'partner-0001'
const PORT = 3395
const admin = { email: 'bench-queue@scrollsoffury.test', password: 'a-bench-queue-password' }

type Timing = { medianMs: number; p95Ms: number; runs: number }
export type PageTiming = Timing & { name: string; total: number; more: boolean }
export type ExportTiming = { name: string; rows: number; bytes: number; seconds: number }
export type StreamMemory = { seconds: number; rows: number; bytes: number; rssMb: number[] }
export type OrderQueueRun = {
  seedSeconds: number
  pages: PageTiming[]
  exports: ExportTiming[]
  memory: StreamMemory
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN

async function timed(run: () => Promise<unknown>, warmUps = 3): Promise<Timing> {
  // plans, prepared statements and the cache are made by the first calls
  for (let i = 0; i < warmUps; i++) await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95), runs: RUNS }
}

/** Names of the seeded orders, as staff type them. */
type Sample = {
  orderNumber: number
  email: string
  /** "Baron Cedric Quill" */
  target: string
  /** "Mabel Ashdown" */
  customer: string
  /** a single scroll's recipient */
  recipient: string
  /** a holiday bundle's ten targets, as the order keeps them: "Lady Ada Vane, Sir Ivor Kimber, ..." */
  bundleTargets: string
}

/** The pages staff open, with search terms and a week taken from the seeded orders. */
function queuePages(sample: Sample, now: Date) {
  const day = 86_400_000
  const week = { from: new Date(now.getTime() - 60 * day), to: new Date(now.getTime() - 53 * day) }
  // a title and the start of a first name, as staff type it: "lady ros"
  const prefix = sample.target.split(' ').slice(0, 2).join(' ').slice(0, -2).toLowerCase()
  const words = (name: string) => name.toLowerCase().split(' ')
  // a surname alone, the widest name search (one in 80 customers and targets has each)
  const surname = words(sample.customer).at(-1) as string
  const firstName = words(sample.customer)[0] as string
  // a first name and the start of a surname: "greta north"
  const [recipientFirst, recipientLast] = words(sample.recipient) as [string, string]
  const recipient = `${recipientFirst} ${recipientLast.slice(0, 5)}`
  // the seventh target of ten, without the title: "rowena pemb"
  const [, targetFirst, targetLast] = words(sample.bundleTargets.split(', ')[6] as string) as [
    string,
    string,
    string,
  ]
  const bundleTarget = `${targetFirst} ${targetLast.slice(0, 4)}`
  const pages: Array<[string, Partial<OrderQueueQuery>]> = [
    ['newest first, page 1', {}],
    ['newest first, page 400 (offset 9,975)', { page: 400 }],
    ['status=failed', { status: 'failed' }],
    ['status=pending_payment, page 400', { status: 'pending_payment', page: 400 }],
    ['status=completed', { status: 'completed' }],
    ['product=eternal-scroll', { product: 'eternal-scroll' }],
    ['product=eternal-scroll, page 400', { product: 'eternal-scroll', page: 400 }],
    [`partner=${PARTNER}`, { partner: PARTNER }],
    ['one week (from, to)', week],
    ['overdue', { overdue: true }],
    ['failedStep=email', { failedStep: 'email' }],
    [`search order number ${sample.orderNumber}`, { search: String(sample.orderNumber) }],
    ['search customer email', { search: sample.email }],
    [`search target "${prefix}"`, { search: prefix }],
    [`search customer surname "${surname}"`, { search: surname }],
    [`search first name "${firstName}"`, { search: firstName }],
    [`search recipient "${recipient}"`, { search: recipient }],
    [`search bundle target "${bundleTarget}" (7th of 10)`, { search: bundleTarget }],
    ['sort total desc', { sort: 'total', direction: 'desc' }],
    ['sort total asc', { sort: 'total', direction: 'asc' }],
    ['sort total desc, page 400', { sort: 'total', direction: 'desc', page: 400 }],
    ['sort due date desc', { sort: 'dueAt', direction: 'desc' }],
    ['sort due date asc', { sort: 'dueAt', direction: 'asc' }],
    ['status=completed + product=eternal-scroll', { status: 'completed', product: 'eternal-scroll' }],
    [`partner=${PARTNER} + one week`, { partner: PARTNER, ...week }],
  ]
  return pages.map(([name, query]) => ({
    name,
    query: { sort: 'createdAt', direction: 'desc', page: 1, pageSize: 25, ...query } as OrderQueueQuery,
  }))
}

async function benchPages(url: string) {
  const database = await openDatabase({ url, pgliteDir: 'memory://' })
  try {
    const seeding = performance.now()
    await seedOrdersSql(database.db, { count: ORDERS, partners: PARTNERS, days: DAYS })
    await database.db.execute(sql`vacuum analyze ${orders}`)
    const seedSeconds = (performance.now() - seeding) / 1000
    return { seedSeconds, pages: await timeQueuePages(database.db) }
  } finally {
    await database.close()
  }
}

/** Each page of `queuePages` timed on a seeded database. */
export async function timeQueuePages(db: Db) {
  const at = 1000 + Math.round(ORDERS * 0.7)
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      email: orders.customerEmail,
      target: orders.targetName,
      customer: orders.customerName,
    })
    .from(orders)
    .where(eq(orders.orderNumber, at))
  // the next orders from there with a recipient's name, and with a holiday bundle's ten targets
  const nextWith = (condition: SQL) =>
    db
      .select({ recipient: orders.recipientName, targets: orders.targetName })
      .from(orders)
      .where(and(gte(orders.orderNumber, at), condition))
      .orderBy(asc(orders.orderNumber))
      .limit(1)
  const [withRecipient] = await nextWith(isNotNull(orders.recipientName))
  const [holiday] = await nextWith(eq(orders.bundleId, 'holiday'))
  if (!order || !withRecipient?.recipient || !holiday) throw new Error('the seeded orders are missing')
  const sample = { ...order, recipient: withRecipient.recipient, bundleTargets: holiday.targets }
  const now = new Date()
  const pages: PageTiming[] = []
  for (const { name, query } of queuePages(sample, now)) {
    let answer = { total: 0, more: false }
    const timing = await timed(async () => {
      answer = await listOrders(db, query, now)
    })
    pages.push({ name, ...timing, total: answer.total, more: answer.more })
  }
  return pages
}

const residentMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024
}

/** Reads a CSV response, for `seconds` at most; the rows exclude the header. */
async function readCsv(response: Response, seconds = Number.POSITIVE_INFINITY) {
  if (response.status !== 200 || !response.body) throw new Error(`the export answered ${response.status}`)
  const reader = response.body.getReader()
  const started = performance.now()
  let bytes = 0
  let lines = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    for (const byte of value) if (byte === 10) lines += 1
    if (performance.now() - started >= seconds * 1000) {
      await reader.cancel()
      break
    }
  }
  return { rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000 }
}

/** The shop in a process of its own on the seeded database: exports over HTTP, and its memory meanwhile. */
export async function benchExports(url: string) {
  const dataDir = path.resolve(import.meta.dirname, '../.tmp/bench-order-queue')
  const base = `http://127.0.0.1:${PORT}`
  const shop = await startProcess(
    ['src/server/main.ts'],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SERVE_WEB_APP: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // V8 otherwise leaves what the stream promoted to its old space for a full collection it puts off,
      // and RSS creeps up by that garbage; capped, it collects, and a response held in memory would end
      // the process instead of passing
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${HEAP_CAP_MB}`.trim(),
    },
    `${base}/api/health`,
  )
  try {
    const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(admin),
    })
    if (signedIn.status !== 200) throw new Error(`the bench admin could not sign in (${signedIn.status})`)
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const download = (query: string) =>
      fetch(`${base}/api/staff/orders/export?${query}`, { headers: { cookie } })

    const exports: ExportTiming[] = []
    for (const [name, query] of [
      [`partner=${PARTNER}`, `partner=${PARTNER}`],
      ['status=failed', 'status=failed'],
    ] as const) {
      const started = performance.now()
      const read = await readCsv(await download(query))
      exports.push({ name, ...read, seconds: (performance.now() - started) / 1000 })
    }

    const pid = shop.child.pid as number
    const rssMb = [await residentMb(pid)]
    const sampling = setInterval(() => void residentMb(pid).then((mb) => rssMb.push(mb)), 1000)
    const memory = await readCsv(await download(''), STREAM_SECONDS).finally(() => clearInterval(sampling))
    return { exports, memory: { ...memory, rssMb } }
  } finally {
    await shop.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** Pages of the order queue, two exports and the memory of a long one, on a million orders. */
export async function benchOrderQueue(): Promise<OrderQueueRun> {
  return withBenchDatabase(async (url) => {
    const pages = await benchPages(url)
    return { ...pages, ...(await benchExports(url)) }
  })
}

/** The figures as `npm run bench` prints them. */
export function printOrderQueue(run: OrderQueueRun, report?: BenchReport) {
  const section = 'Staff order queue at 1,000,000 orders (PostgreSQL)'
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(8)
  console.log(
    `  seeded ${ORDERS.toLocaleString('en')} orders (${PARTNERS.toLocaleString('en')} partners, ${DAYS} days) and analysed them in ${run.seedSeconds.toFixed(1)} s`,
  )
  console.log(`  listOrders, 25 rows and the count, median and p95 of ${RUNS} after 3 warm-up calls:`)
  for (const page of run.pages) {
    const matching = page.more ? `${COUNT_CAP.toLocaleString('en')}+` : page.total.toLocaleString('en')
    console.log(
      `    ${page.name.padEnd(50)} ${ms(page.medianMs)}, p95 ${ms(page.p95Ms)}  ${matching.padStart(7)} matching  (goal < ${GOAL_MS} ms per page: ${verdict(page.p95Ms < GOAL_MS)})`,
    )
    report?.add(
      section,
      `listOrders: ${page.name} (${matching} matching)`,
      `median ${ms(page.medianMs).trim()}, p95 ${ms(page.p95Ms).trim()}`,
      `p95 < ${GOAL_MS} ms`,
      page.p95Ms < GOAL_MS,
    )
  }
  console.log('  CSV export over HTTP from the shop process, whole:')
  for (const file of run.exports) {
    console.log(
      `    ${file.name.padEnd(50)} ${file.rows.toLocaleString('en')} orders, ${(file.bytes / 1024 / 1024).toFixed(1)} MB in ${file.seconds.toFixed(2)} s`,
    )
    report?.add(
      section,
      `CSV export: ${file.name}`,
      `${file.rows.toLocaleString('en')} orders, ${(file.bytes / 1024 / 1024).toFixed(1)} MB in ${file.seconds.toFixed(2)} s`,
    )
  }
  const { memory } = run
  const rss = memory.rssMb
  // the first second holds the first batches' buffers and plans; from then on it should stay level
  const settled = rss.slice(1)
  const growth = Math.max(...settled) - (settled[0] ?? Number.NaN)
  console.log(
    `  every order streamed for ${memory.seconds.toFixed(1)} s: ${memory.rows.toLocaleString('en')} orders, ${(memory.bytes / 1024 / 1024).toFixed(1)} MB`,
  )
  console.log(
    `    shop RSS each second (old space capped at ${HEAP_CAP_MB} MB): ${rss.map((mb) => mb.toFixed(0)).join(', ')} MB; growth after the first second ${growth.toFixed(1)} MB (goal flat, < 16 MB: ${verdict(growth < 16)})`,
  )
  report?.add(
    section,
    `seeded ${ORDERS.toLocaleString('en')} orders and analysed them`,
    `${run.seedSeconds.toFixed(1)} s`,
  )
  report?.add(
    section,
    `shop RSS growth while streaming every order for ${memory.seconds.toFixed(1)} s (${memory.rows.toLocaleString('en')} orders)`,
    `${growth.toFixed(1)} MB (RSS ${rss.map((mb) => mb.toFixed(0)).join(', ')} MB)`,
    '< 16 MB after the first second',
    growth < 16,
  )
}

// `npx tsx bench/order-queue.ts`: these figures alone
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`== staff order queue at 1,000,000 orders on PostgreSQL (goal < ${GOAL_MS} ms per page)`)
  printOrderQueue(await benchOrderQueue())
}
