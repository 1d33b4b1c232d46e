/**
 * `npm run bench`: the figures the shop is held to, measured in one run on this machine, printed as they
 * come and written to docs/benchmarks.md, each beside its goal or peer, with the machine and the date.
 * Start-up first (it rebuilds the web app from nothing), then the pages (bundle sizes, Lighthouse, axe),
 * the write path, the staff screens at size, the purchase in open and closed loops, the load test and
 * Medusa as a peer; last, the write-path figures beside a base revision's (`-- --base <rev>`, HEAD~1
 * unless told, `none` to skip). `-- --only <section>[,<section>]` runs those sections alone, `-- --seconds
 * <n>` shortens the open loop and the load test to check they work; the report of such a run goes to
 * .tmp/benchmarks-only.md unless `-- --report <file>` says where.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { benchAnalytics, printAnalytics } from './analytics'
import { benchAxe, printAxe } from './axe'
import { benchBundleSize, benchCustomerPages } from './bundle-size'
import { compareWithBase } from './compare-base'
import { benchCraft, printCraft } from './craft'
import { benchCreatePayment } from './create-payment'
import { benchEmbedded, printEmbedded } from './embedded-loop'
import { benchFulfilmentThroughput } from './fulfilment-throughput'
import { benchLighthousePages, lighthousePages, printLighthousePages } from './lighthouse-pages'
import { benchLoadTest, printLoadTest } from './load-test'
import { benchMedusa, printMedusa } from './medusa-peer'
import { benchNarration } from './narration'
import { benchOpenLoop, printOpenLoop, type RoleRun } from './open-loop'
import { benchOrderQueue, printOrderQueue } from './order-queue'
import { benchPdfRender } from './pdf-render'
import { type BenchReport, createBenchReport, writeReport } from './report'
import { benchScreening, printScreening } from './screening'
import { benchStaffPages, printStaffPages } from './staff-bundle-size'
import { benchStartup } from './startup'
import { serverUrl } from './support/bench-database'
import { type PageShop, startPageShop } from './support/page-shop'

const root = path.resolve(import.meta.dirname, '..')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')

// one shop serves the page sections (embedded database, an admin made at start), started when first needed
let pageShop: PageShop | undefined
const shopForPages = async () => {
  pageShop ??= await startPageShop({ port: 3302, name: 'bench-shop' })
  return pageShop
}
// the open loop's closed loops are what Medusa is set beside
let loops: RoleRun[] = []

type Section = { name: string; title: string; run(report: BenchReport): Promise<void> }

const sections: Section[] = [
  {
    name: 'startup',
    title: 'start-up: npm start -> first 200 on /',
    async run(report) {
      const startup = await benchStartup(root)
      const first = `${(startup.firstBootMs / 1000).toFixed(2)} s`
      const warm = `${(startup.warmMs / 1000).toFixed(2)} s`
      const runs = `${startup.warmRunsMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`
      console.log(`  first boot (builds the web app, creates the database): ${first}`)
      console.log(`  warm (built, database exists): ${warm}  (runs: ${runs})`)
      report.add('Start-up', 'first boot (builds the web app, creates the database)', first)
      report.add('Start-up', 'warm (built, database exists), best of three', `${warm} (runs: ${runs})`)
    },
  },
  {
    name: 'bundles',
    title: 'JS + CSS loaded for / (gzip -9 of each file)',
    async run(report) {
      const shop = await shopForPages()
      const section = 'JS and CSS per page (gzip -9)'
      const bundle = await benchBundleSize(`${shop.url}/`)
      for (const file of bundle.files) {
        console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.file}`)
        report.add(section, `/ loads ${file.file}`, kb(file.gzipBytes))
      }
      const ok = bundle.totalBytes <= 100 * 1024
      console.log(`  total ${kb(bundle.totalBytes)} (goal <= 100 KB: ${verdict(ok)})`)
      report.add(section, '/ in all', kb(bundle.totalBytes), '<= 100 KB', ok)
      console.log('\n== JS and JS + CSS loaded by every customer page (gzip -9; goal: JS + CSS <= 110 KB)')
      for (const page of await benchCustomerPages(shop.url)) {
        const fits = page.totalBytes <= 110 * 1024
        const value = `JS ${kb(page.jsBytes)}, JS + CSS ${kb(page.totalBytes)}`
        console.log(`  ${page.route.padEnd(28)} ${value}: ${verdict(fits)}`)
        report.add(section, page.route, value, 'JS + CSS <= 110 KB', fits)
      }
      console.log(
        '\n== JS and JS + CSS loaded by every back-office screen, signed in (gzip -9; goal: JS <= 200 KB)',
      )
      printStaffPages(await benchStaffPages(), report)
    },
  },
  {
    name: 'lighthouse',
    title: `Lighthouse on ${lighthousePages.join(', ')} (goal: performance >= 98, accessibility, best practices, SEO = 100)`,
    async run(report) {
      printLighthousePages(await benchLighthousePages(await shopForPages()), report)
    },
  },
  {
    name: 'axe',
    title: 'axe on every page, the back office signed in (goal: 0 serious or critical violations)',
    async run(report) {
      printAxe(await benchAxe(await shopForPages()), report)
    },
  },
  {
    name: 'create-payment',
    title: 'create-payment, local provider, PostgreSQL: autocannon 50 connections x 10 s',
    async run(report) {
      const section = 'create-payment (local provider, PostgreSQL, 50 connections x 10 s)'
      const payment = await benchCreatePayment()
      const ratio = payment.rps / payment.ceilingRps
      const rps = `${payment.rps.toFixed(0)} req/s (${(ratio * 100).toFixed(1)}% of the ceiling`
      console.log(`  Hono hello-world ceiling: ${payment.ceilingRps.toFixed(0)} req/s`)
      console.log(`  create-payment: ${rps}; goal >= 40%: ${verdict(ratio >= 0.4)})`)
      console.log(
        `  latency p50 ${payment.p50Ms} ms, p99 ${payment.p99Ms} ms (goal <= 20 ms: ${verdict(payment.p99Ms <= 20)})`,
      )
      console.log(
        `  errors ${payment.errors} of ${payment.requests} requests (goal 0: ${verdict(payment.errors === 0)})`,
      )
      const ceiling = `Hono hello-world ${payment.ceilingRps.toFixed(0)} req/s; >= 40% of it`
      report.add(section, 'throughput', `${rps})`, ceiling, ratio >= 0.4)
      report.add(section, 'latency p50', `${payment.p50Ms} ms`)
      report.add(section, 'latency p99', `${payment.p99Ms} ms`, '<= 20 ms', payment.p99Ms <= 20)
      report.add(section, 'errors', `${payment.errors} of ${payment.requests}`, '0', payment.errors === 0)
    },
  },
  {
    name: 'pdf',
    title: 'sealed PDF render (warm, varied orders)',
    async run(report) {
      const section = 'Sealed PDF render (warm, varied orders)'
      const pdf = await benchPdfRender()
      const one = `median ${pdf.onePage.medianMs.toFixed(1)} ms, p95 ${pdf.onePage.p95Ms.toFixed(1)} ms`
      const multi = `median ${pdf.multiPage.medianMs.toFixed(1)} ms, p95 ${pdf.multiPage.p95Ms.toFixed(1)} ms`
      console.log(`  one page: ${one} (goal median <= 25 ms: ${verdict(pdf.onePage.medianMs <= 25)})`)
      console.log(`  multi-page: ${multi}`)
      report.add(section, 'one page', one, 'median <= 25 ms', pdf.onePage.medianMs <= 25)
      report.add(section, 'multi-page', multi)
    },
  },
  {
    name: 'narration',
    title: 'voice narration (eSpeak NG and LAME in a narrator process, MP3; median of three)',
    async run(report) {
      const section = 'Voice narration (MP3, median of three)'
      const narration = await benchNarration()
      const size = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
      const one = `${narration.onePage.seconds.toFixed(2)} s, ${size(narration.onePage.bytes)}`
      const saga = `${narration.saga.seconds.toFixed(2)} s, ${size(narration.saga.bytes)}`
      const fits = narration.onePage.bytes <= 1024 * 1024
      console.log(`  one page: ${one} (goal <= 1 MB: ${verdict(fits)})`)
      console.log(`  three-page saga: ${saga}`)
      report.add(section, 'one page', one, '<= 1 MB', fits)
      report.add(section, 'three-page saga', saga)
    },
  },
  {
    name: 'screening',
    title: "the Scribes' Code screen: the screening corpus, and the time to screen one order at checkout",
    run: async (report) => printScreening(benchScreening(), report),
  },
  {
    name: 'craft',
    title: "the craft of the scroll: the customer's story in the scroll, variety, words per product",
    run: async (report) => printCraft(benchCraft(), report),
  },
  {
    name: 'fulfilment',
    title: 'paid -> scroll accepted by a local SMTP server, 1,000 orders, PostgreSQL (three rounds)',
    async run(report) {
      const section = 'Paid -> scroll accepted by a local SMTP server, 1,000 orders (PostgreSQL)'
      // the two cores are shared with the database, the mail server and this client, and one round moves
      // with the machine's other load by several percent: each round starts afresh, the median is the figure
      const rounds = []
      for (let round = 1; round <= 3; round++) {
        const flow = await benchFulfilmentThroughput()
        rounds.push(flow)
        const value = `${flow.accepted} of ${flow.orders} scrolls accepted in ${flow.seconds.toFixed(1)} s: ${flow.ordersPerSecond.toFixed(1)} orders/s (payments arrived over ${flow.payingSeconds.toFixed(1)} s; ${flow.messages} messages with the receipts)`
        console.log(`  round ${round}: ${value}`)
        report.add(section, `round ${round}`, value)
      }
      const median = [...rounds].sort(
        (a, b) => a.ordersPerSecond - b.ordersPerSecond,
      )[1] as (typeof rounds)[0]
      const ok = median.ordersPerSecond >= 100 && rounds.every((flow) => flow.accepted === flow.orders)
      console.log(`  median ${median.ordersPerSecond.toFixed(1)} orders/s (goal >= 100: ${verdict(ok)})`)
      report.add(
        section,
        'median of three',
        `${median.ordersPerSecond.toFixed(1)} orders/s`,
        '>= 100, every scroll accepted',
        ok,
      )
    },
  },
  {
    name: 'analytics',
    title: 'staff analytics at 1,000,000 orders: server time per request, rollup against naive',
    run: async (report) => printAnalytics(await benchAnalytics(), report),
  },
  {
    name: 'order-queue',
    title: 'staff order queue at 1,000,000 orders on PostgreSQL (goal < 100 ms per page)',
    run: async (report) => printOrderQueue(await benchOrderQueue(), report),
  },
  {
    name: 'open-loop',
    title:
      'the purchase (create-payment, pay, verify-payment) in an open loop at 50, 100 and 200/s and closed loops of 1 and 20 customers, SHOP_ROLE=all against web, PostgreSQL',
    async run(report) {
      loops = await benchOpenLoop(short ? { seconds: short, closedSeconds: short } : {})
      printOpenLoop(loops, report)
    },
  },
  {
    name: 'embedded',
    title:
      'the purchase in an open loop at 20, 50 and 100/s on the embedded database (PGlite), checkout and fulfilment in one process',
    async run(report) {
      const web = loops?.find((run) => run.role === 'web')
      const webAlone = new Map(web?.rates.map((phase) => [phase.rate, phase]) ?? [])
      printEmbedded(await benchEmbedded(short ? { seconds: short } : {}), report, webAlone)
    },
  },
  {
    name: 'load-test',
    title: 'load test: 200 customers placing and paying orders for 60 s, PostgreSQL, then exactly once',
    run: async (report) => printLoadTest(await benchLoadTest(short ? { seconds: short } : {}), report),
  },
  {
    name: 'medusa',
    title: 'Medusa as a peer, beside the closed loops of this run',
    run: async (report) => printMedusa(await benchMedusa(serverUrl), loops, report),
  },
]

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD~1' },
    only: { type: 'string' },
    report: { type: 'string' },
    // shortens the open loop's phases and the load test, to check they work: not the figures to keep
    seconds: { type: 'string' },
  },
})
const short = options.seconds ? Number(options.seconds) : undefined
const names = [...sections.map((section) => section.name), 'compare']
const only = options.only?.split(',').map((name) => name.trim())
const unknown = only?.filter((name) => !names.includes(name)) ?? []
if (unknown.length > 0) {
  console.error(`--only takes sections of ${names.join(', ')}; not ${unknown.join(', ')}`)
  process.exit(1)
}
const runs = (name: string) => only === undefined || only.includes(name)

const pageSections = new Set(['bundles', 'lighthouse', 'axe'])
const lastPageSection = sections.findLast((s) => pageSections.has(s.name) && runs(s.name))?.name
const report = createBenchReport()
const timings: Array<[string, number]> = []
const started = performance.now()
try {
  for (const section of sections) {
    if (!runs(section.name)) continue
    console.log(`\n== ${section.title}`)
    const sectionStarted = performance.now()
    // a section that breaks is a figure saying why; the sections after it still run
    await section.run(report).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error)
      console.log(`  the section stopped: ${reason}: MISSED`)
      report.notMeasured(section.title, 'the section', reason)
    })
    timings.push([section.name, performance.now() - sectionStarted])
    // the page sections share one shop: it goes once the last of them is done
    if (section.name === lastPageSection) {
      await pageShop?.stop()
      pageShop = undefined
    }
  }
} finally {
  await pageShop?.stop()
}
if (runs('compare')) {
  const compareStarted = performance.now()
  await compareWithBase(root, options.base, report)
  timings.push(['compare', performance.now() - compareStarted])
}

const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
const total = performance.now() - started
for (const [name, ms] of timings) report.add('This run', `section ${name}`, minutes(ms))
report.add(
  'This run',
  'the whole bench',
  minutes(total),
  only ? '' : '<= 30 min',
  only ? undefined : total <= 30 * 60_000,
)
if (short)
  report.add(
    'This run',
    'shortened',
    `--seconds ${short}: the open loop and the load test are not the figures to keep`,
  )
// a partial or shortened run never replaces the whole bench's report unless told to
const partial = only !== undefined || short !== undefined
const file = path.resolve(
  root,
  options.report ?? (partial ? '.tmp/benchmarks-only.md' : 'docs/benchmarks.md'),
)
await mkdir(path.dirname(file), { recursive: true })
await writeReport(file, report.rows, serverUrl, {
  date: new Date(),
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
})
console.log(`\n== the bench took ${minutes(total)}; its figures are in ${path.relative(root, file)}`)
