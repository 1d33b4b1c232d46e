/**
 * The purchase in an open loop on the embedded database (PGlite), as `npm start` runs the shop: one process
 * serves the checkout and runs fulfilment on the same event loop and the database's one connection, since
 * PGlite belongs to the process that opened it (decisions 035 and 036). There is no `web` role to set it
 * against, so it is shown beside the PostgreSQL `web` figures of the same run. The backlog is read from
 * `/readyz` (the queue's depth), the only window into a database no other process can open.
 * `npx tsx bench/embedded-loop.ts [--seconds 10] [--rates 20,50,100]` prints the figures on its own.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { openLoop } from './open-loop'
import type { BenchReport } from './report'
import { startApiShop } from './support/api-shop'
import { cpuPerOrder, cpuSnapshot } from './support/cpu-time'
import { createOrderFlow } from './support/order-flow'

export type EmbeddedOptions = { seconds: number; rates: number[]; drainSeconds: number; port: number }

// 10 s a rate: a descriptive figure, with no goal, kept short so the whole bench stays within its 30 min
export const embeddedDefaults: EmbeddedOptions = {
  seconds: 10,
  rates: [20, 50, 100],
  drainSeconds: 180,
  port: Number(process.env.BENCH_EMBEDDED_PORT ?? 3457),
}

type QueueState = { depth: number; active: number }

async function queueState(url: string): Promise<QueueState | null> {
  const response = await fetch(`${url}/readyz`).catch(() => null)
  if (!response) return null
  const body = (await response.json().catch(() => null)) as { queue?: Partial<QueueState> } | null
  const { depth, active } = body?.queue ?? {}
  return typeof depth === 'number' && typeof active === 'number' ? { depth, active } : null
}

/** Polls the queue while `run` goes, for its peak, then until it is empty (or `drainSeconds` pass). */
async function watchedBurst<T>(url: string, drainSeconds: number, run: () => Promise<T>) {
  let peak = 0
  let polling = true
  const poll = (async () => {
    while (polling) {
      const state = await queueState(url)
      if (state) peak = Math.max(peak, state.depth + state.active)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()
  const result = await run()
  const endedAt = Date.now()
  let drained = false
  while (Date.now() - endedAt < drainSeconds * 1000) {
    const state = await queueState(url)
    if (state && state.depth === 0 && state.active === 0) {
      drained = true
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  polling = false
  await poll
  return { result, peakJobs: peak, drained, drainMs: Date.now() - endedAt }
}

export async function benchEmbedded(options: Partial<EmbeddedOptions> = {}) {
  const settings = { ...embeddedDefaults, ...options }
  // no DATABASE_URL: the shop opens PGlite in its own data folder, as `npm start` does
  const shop = await startApiShop({ port: settings.port, databaseUrl: '', role: 'all' })
  const flow = createOrderFlow(shop.url)
  try {
    let index = 0
    await watchedBurst(shop.url, settings.drainSeconds, () => openLoop(flow, 10, 3, index))
    index += 30
    const phases = []
    for (const rate of settings.rates) {
      const before = cpuSnapshot(shop.pid)
      const burst = await watchedBurst(shop.url, settings.drainSeconds, () =>
        openLoop(flow, rate, settings.seconds, index),
      )
      index += Math.round(rate * settings.seconds)
      const cpu = cpuPerOrder(before, cpuSnapshot(shop.pid), Math.max(1, burst.result.ok))
      phases.push({ ...burst.result, ...burst, cpu })
      console.log(`    (embedded, ${rate}/s done)`)
    }
    return phases
  } finally {
    flow.close()
    await shop.stop()
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a')
const section = 'Open loop on the embedded database (PGlite, one process: checkout and fulfilment together)'

export function printEmbedded(
  phases: Awaited<ReturnType<typeof benchEmbedded>>,
  report?: BenchReport,
  /** the PostgreSQL `web` alone p50 and p99 at each rate, from the same run, when it measured them */
  webAlone: Map<number, { p50Ms: number; p99Ms: number }> = new Map(),
) {
  for (const phase of phases) {
    const web = webAlone.get(phase.rate)
    const beside = web ? `PostgreSQL web alone ${ms(web.p50Ms)} / ${ms(web.p99Ms)}` : ''
    const backlog = phase.drained
      ? `backlog peak ${phase.peakJobs} jobs, empty ${(phase.drainMs / 1000).toFixed(1)} s after the burst`
      : `backlog NOT empty ${(phase.drainMs / 1000).toFixed(0)} s after the burst (peak ${phase.peakJobs} jobs)`
    console.log(
      `    ${String(phase.rate).padStart(4)}/s for ${phase.seconds} s: p50 ${ms(phase.p50Ms)}, p99 ${ms(phase.p99Ms)}, achieved ${phase.achievedRate.toFixed(1)}/s, ${phase.errors} errors of ${phase.flows}, CPU per order ${phase.cpu.totalMs.toFixed(1)} ms; ${backlog}${beside ? ` (${beside})` : ''}`,
    )
    for (const [reason, count] of phase.reasons) console.log(`      ${count} x ${reason}`)
    const name = `${phase.rate}/s`
    report?.add(
      section,
      `${name}: p50 / p99 of a purchase`,
      `${ms(phase.p50Ms)} / ${ms(phase.p99Ms)}`,
      beside,
    )
    report?.add(
      section,
      `${name}: achieved rate`,
      `${phase.achievedRate.toFixed(1)}/s`,
      `offered ${phase.rate}/s`,
    )
    report?.add(section, `${name}: errors`, `${phase.errors} of ${phase.flows}`, '0', phase.errors === 0)
    report?.add(section, `${name}: CPU per order (the one process)`, `${phase.cpu.totalMs.toFixed(1)} ms`)
    report?.add(section, `${name}: fulfilment backlog`, backlog, 'empties', phase.drained)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { seconds: { type: 'string' }, rates: { type: 'string' } },
  })
  console.log('== the purchase in an open loop on the embedded database (PGlite), SHOP_ROLE=all')
  printEmbedded(
    await benchEmbedded({
      ...(values.seconds ? { seconds: Number(values.seconds) } : {}),
      ...(values.rates ? { rates: values.rates.split(',').map(Number) } : {}),
    }),
  )
}
