/**
 * The whole purchase (create-payment, the test checkout paid, verify-payment) under customers who arrive
 * at a steady rate whatever the shop answers (an open loop: flow i is due at i / rate s, and its time
 * counts from then, waiting included), at 50, 100 and 200 orders/s, then 1 and 20 customers buying back to
 * back (closed loops). In two roles, each shop on a fresh PostgreSQL database of its own, the roles taking
 * each phase in turn: `SHOP_ROLE=all` (fulfilment running, mailing to its dev outbox) and `SHOP_ROLE=web`
 * (no job work), so the cost fulfilment puts on the customer shows. In `all`, the backlog after each burst
 * drains before the next phase, and the server CPU per order holds the fulfilment. After each phase the
 * database is vacuumed, as autovacuum would. Each phase begins with 2 s at its rate that are not counted
 * (decision 043). `npx tsx bench/open-loop.ts [--seconds 20] [--warm-up-seconds 2] [--rates 50,100,200]
 * [--closed-seconds 20] [--drain-seconds 120] [--roles all,web]` prints the figures on its own.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { BenchReport } from './report'
import { type ShopRole, startApiShop } from './support/api-shop'
import { withBenchDatabase } from './support/bench-database'
import { cpuPerOrder, cpuSnapshot, machineSnapshot, stealShare } from './support/cpu-time'
import { watchFulfilment } from './support/fulfilment-backlog'
import {
  closedLoop,
  createOrderFlow,
  type FlowResult,
  summariseFlows,
  summariseWarmUp,
} from './support/order-flow'

export type OpenLoopOptions = {
  seconds: number
  /** before each phase's counted seconds, flows at the same rate (or clients) whose figures are left out */
  warmUpSeconds: number
  rates: number[]
  closedSeconds: number
  closedClients: number[]
  drainSeconds: number
  roles: Array<'all' | 'web'>
  port: number
}

export const openLoopDefaults: OpenLoopOptions = {
  seconds: 20,
  warmUpSeconds: 2,
  rates: [50, 100, 200],
  closedSeconds: 20,
  closedClients: [1, 20],
  drainSeconds: 120,
  roles: ['all', 'web'],
  port: Number(process.env.BENCH_OPEN_LOOP_PORT ?? 3451),
}

type Drain = {
  drained: boolean
  left: number
  failed: number
  ms: number
  peakUnfulfilled: number
  peakQueuedJobs: number
}
type Cpu = ReturnType<typeof cpuPerOrder>
export type RatePhase = ReturnType<typeof summariseFlows> & {
  rate: number
  seconds: number
  achievedRate: number
  maxLateMs: number
  warmUp: ReturnType<typeof summariseWarmUp>
  cpu: Cpu
  /** the share of the machine's CPU time that went to other guests of its host during the phase */
  steal: number
  drain?: Drain
}
export type ClosedPhase = Omit<Awaited<ReturnType<typeof closedLoop>>, 'results'> & {
  clients: number
  cpu: Cpu
  steal: number
  drain?: Drain
}
export type RoleRun = {
  role: 'all' | 'web'
  rates: RatePhase[]
  closed: ClosedPhase[]
  fulfilmentRan: boolean
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Flow i starts at start + i / rate s, whether or not the flows before it have answered. The first
 * `warmUpSeconds` of flows run at the same rate and are left out of the figures but for their errors and
 * their slowest (decision 043): after the quiet between phases, a phase's first second stalls in either role.
 */
export async function openLoop(
  flow: ReturnType<typeof createOrderFlow>,
  rate: number,
  seconds: number,
  first: number,
  warmUpSeconds = 0,
) {
  const warmUps = Math.round(rate * warmUpSeconds)
  const total = warmUps + Math.round(rate * seconds)
  const start = performance.now() + 20
  const running: Array<Promise<FlowResult>> = []
  let maxLateMs = 0
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    maxLateMs = Math.max(maxLateMs, performance.now() - due)
    running.push(flow.run(first + i, due))
  }
  const results = await Promise.all(running)
  const summary = summariseFlows(results.slice(warmUps))
  const warmUp = summariseWarmUp(results.slice(0, warmUps))
  const elapsed = (performance.now() - start) / 1000 - warmUpSeconds
  return {
    ...summary,
    rate,
    seconds,
    achievedRate: summary.ok / elapsed,
    maxLateMs,
    warmUp,
    flowsSent: results.length,
  }
}

type RoleShop = {
  role: 'all' | 'web'
  shop: Awaited<ReturnType<typeof startApiShop>>
  flow: ReturnType<typeof createOrderFlow>
  watch: Awaited<ReturnType<typeof watchFulfilment>>
  /** the number of the next customer's flow, so that every order is a new one */
  next: number
}

// Each role's shop on a fresh database of its own, all of them running until `run` ends. The shops mail
// to their dev outbox, as the shop runs by default: a mail server in this process would take the CPU the
// customers' clients need to keep their schedule.
async function withRoleShops<T>(
  roles: Array<'all' | 'web'>,
  port: number,
  run: (shops: RoleShop[]) => Promise<T>,
): Promise<T> {
  const [role, ...rest] = roles
  if (role === undefined) return await run([])
  return await withBenchDatabase(async (databaseUrl) => {
    const shop = await startApiShop({ port, databaseUrl, role: role as ShopRole })
    const flow = createOrderFlow(shop.url)
    const watch = await watchFulfilment(databaseUrl)
    try {
      const mine: RoleShop = { role, shop, flow, watch, next: 0 }
      return await withRoleShops(rest, port + 1, (others) => run([mine, ...others]))
    } finally {
      flow.close()
      await watch.close()
      await shop.stop()
    }
  })
}

/**
 * One phase on one role's shop, with the server CPU it cost. In `all` the backlog then drains before
 * anything else runs, and its peak is worked out afterwards, so that nothing but the customers' flows
 * reaches the shop's database during a phase. Then the database is vacuumed (in both roles, outside the
 * CPU counted), as autovacuum would in the quiet after a burst.
 */
async function measured<T extends { ok: number; warmUp: { flows: number; errors: number } }>(
  { role, shop, watch }: RoleShop,
  drainSeconds: number,
  run: () => Promise<T>,
) {
  const before = cpuSnapshot(shop.pid)
  const machine = machineSnapshot()
  const startedAt = new Date()
  const result = await run()
  const endedAt = Date.now()
  const steal = stealShare(machine, machineSnapshot())
  let drain: Drain | undefined
  if (role === 'all') {
    const finished = await watch.drain(endedAt, drainSeconds)
    const peak = await watch.peakSince(startedAt)
    drain = { ...finished, peakUnfulfilled: peak.unfulfilled, peakQueuedJobs: peak.queuedJobs }
  }
  // the warm-up's orders cost CPU too
  const orders = result.ok + result.warmUp.flows - result.warmUp.errors
  const cpu = cpuPerOrder(before, cpuSnapshot(shop.pid), Math.max(1, orders))
  await watch.vacuum()
  return { ...result, cpu, steal, drain }
}

/**
 * Every role's shop runs from the start, and the roles take each phase in turn (all's 50/s, web's 50/s,
 * all's 100/s...), so that a machine whose speed drifts over minutes (another guest's load on the same
 * host) weighs on both roles' figures alike rather than on the role that ran later.
 */
export async function benchOpenLoop(options: Partial<OpenLoopOptions> = {}): Promise<RoleRun[]> {
  const settings = { ...openLoopDefaults, ...options }
  return await withRoleShops(settings.roles, settings.port, async (shops) => {
    const runs = shops.map(({ role }) => ({ role, rates: [] as RatePhase[], closed: [] as ClosedPhase[] }))
    // warm-up, discarded: connections, prepared statements, the renderers' caches
    for (const each of shops) {
      await measured(each, settings.drainSeconds, () => openLoop(each.flow, 20, 3, each.next))
      each.next += 60
    }
    for (const rate of settings.rates) {
      for (const [i, each] of shops.entries()) {
        const phase = await measured(each, settings.drainSeconds, () =>
          openLoop(each.flow, rate, settings.seconds, each.next, settings.warmUpSeconds),
        )
        runs[i]?.rates.push(phase)
        each.next += phase.flowsSent
        console.log(`    (${each.role}, ${rate}/s done)`)
      }
    }
    for (const clients of settings.closedClients) {
      for (const [i, each] of shops.entries()) {
        const phase = await measured(each, settings.drainSeconds, async () => {
          const { results, ...rest } = await closedLoop(each.flow, {
            clients,
            seconds: settings.closedSeconds,
            firstIndex: each.next,
            warmUpSeconds: settings.warmUpSeconds,
          })
          each.next += results.length
          return rest
        })
        runs[i]?.closed.push({ ...phase, clients })
        console.log(`    (${each.role}, ${clients} clients done)`)
      }
    }
    return await Promise.all(
      shops.map(async (each, i) => ({
        ...(runs[i] as Omit<RoleRun, 'fulfilmentRan'>),
        fulfilmentRan: await each.watch.fulfilmentRan(),
      })),
    )
  })
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a')
const percent = (share: number) => `${(share * 100).toFixed(1)}%`
const stealNote = "share of the machine's CPU time its host gave to other guests"
const section = 'Open loop: the whole purchase at a steady arrival rate (PostgreSQL)'
const closedSection = 'Closed loop: customers buying back to back (PostgreSQL)'

function describeWarmUp(warmUp: { flows: number; maxMs: number }) {
  return `warm-up before the counted seconds: ${warmUp.flows} purchases, the slowest ${ms(warmUp.maxMs)}`
}

function describeDrain(drain: Drain) {
  const state = drain.drained
    ? `last order completed ${(drain.ms / 1000).toFixed(1)} s after the burst`
    : `NOT drained: ${drain.left} orders left`
  return `peak ${drain.peakUnfulfilled} paid orders not completed (${drain.peakQueuedJobs} jobs queued); ${state}${drain.failed ? `; ${drain.failed} failed` : ''}`
}

/** The figures as `npm run bench` prints them, and into the report. */
export function printOpenLoop(runs: RoleRun[], report?: BenchReport) {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')
  for (const run of runs) {
    console.log(`  SHOP_ROLE=${run.role}:`)
    if (run.role === 'web' && run.fulfilmentRan) {
      const note = 'the shop ignored SHOP_ROLE=web: fulfilment ran, so web and all are the same shop'
      console.log(`    note: ${note}`)
      report?.add(section, 'SHOP_ROLE=web honoured', note, 'no job work in web', false)
    }
    for (const phase of run.rates) {
      const cpu = `${phase.cpu.totalMs.toFixed(1)} ms (shop ${phase.cpu.shopMs.toFixed(1)}, PostgreSQL ${phase.cpu.postgresMs.toFixed(1)})`
      const errors = phase.errors + phase.warmUp.errors
      const flows = phase.flows + phase.warmUp.flows
      console.log(
        `    ${String(phase.rate).padStart(4)}/s for ${phase.seconds} s: p50 ${ms(phase.p50Ms)}, p99 ${ms(phase.p99Ms)}, achieved ${phase.achievedRate.toFixed(1)}/s, ${errors} errors of ${flows} (goal 0: ${verdict(errors === 0)}), CPU per order ${cpu}, steal ${percent(phase.steal)}${phase.maxLateMs > 50 ? `, the client started a flow up to ${ms(phase.maxLateMs)} late` : ''}`,
      )
      if (phase.warmUp.flows > 0) console.log(`      ${describeWarmUp(phase.warmUp)}`)
      for (const [reason, count] of phase.reasons) console.log(`      ${count} x ${reason}`)
      if (phase.drain) console.log(`      backlog: ${describeDrain(phase.drain)}`)
      const name = `${run.role}, ${phase.rate}/s`
      report?.add(section, `${name}: p50 / p99 of a purchase`, `${ms(phase.p50Ms)} / ${ms(phase.p99Ms)}`)
      report?.add(
        section,
        `${name}: achieved rate`,
        `${phase.achievedRate.toFixed(1)}/s`,
        `offered ${phase.rate}/s`,
      )
      if (phase.warmUp.flows > 0) report?.add(section, `${name}: warm-up`, describeWarmUp(phase.warmUp))
      report?.add(section, `${name}: errors`, `${errors} of ${flows}`, '0', errors === 0)
      report?.add(section, `${name}: server CPU per order (shop + PostgreSQL)`, cpu)
      report?.add(section, `${name}: steal`, percent(phase.steal), stealNote)
      if (phase.drain)
        report?.add(
          section,
          `${name}: fulfilment backlog`,
          describeDrain(phase.drain),
          'drained, none failed',
          phase.drain.drained && phase.drain.failed === 0,
        )
    }
    for (const phase of run.closed) {
      const cpu = `${phase.cpu.totalMs.toFixed(1)} ms (shop ${phase.cpu.shopMs.toFixed(1)}, PostgreSQL ${phase.cpu.postgresMs.toFixed(1)})`
      const errors = phase.errors + phase.warmUp.errors
      const flows = phase.flows + phase.warmUp.flows
      console.log(
        `    closed loop, ${phase.clients} clients for ${phase.seconds.toFixed(0)} s: ${phase.ordersPerSec.toFixed(1)} orders/s, p50 ${ms(phase.p50Ms)}, p99 ${ms(phase.p99Ms)}, ${errors} errors, CPU per order ${cpu}, steal ${percent(phase.steal)}`,
      )
      if (phase.warmUp.flows > 0) console.log(`      ${describeWarmUp(phase.warmUp)}`)
      if (phase.drain) console.log(`      backlog: ${describeDrain(phase.drain)}`)
      const name = `${run.role}, ${phase.clients} clients`
      report?.add(closedSection, `${name}: orders/s`, phase.ordersPerSec.toFixed(1))
      report?.add(
        closedSection,
        `${name}: p50 / p99 of a purchase`,
        `${ms(phase.p50Ms)} / ${ms(phase.p99Ms)}`,
      )
      if (phase.warmUp.flows > 0) report?.add(closedSection, `${name}: warm-up`, describeWarmUp(phase.warmUp))
      report?.add(closedSection, `${name}: errors`, `${errors} of ${flows}`, '0', errors === 0)
      report?.add(closedSection, `${name}: server CPU per order (shop + PostgreSQL)`, cpu)
      report?.add(closedSection, `${name}: steal`, percent(phase.steal), stealNote)
      if (phase.drain)
        report?.add(
          closedSection,
          `${name}: fulfilment backlog`,
          describeDrain(phase.drain),
          'drained, none failed',
          phase.drain.drained && phase.drain.failed === 0,
        )
    }
  }
  printGoals(runs, report)
}

function printGoals(runs: RoleRun[], report?: BenchReport) {
  const all = runs.find((run) => run.role === 'all')
  const web = runs.find((run) => run.role === 'web')
  if (!all || !web) return
  const goal = (label: string, value: string, against: string, ok: boolean, where = section) => {
    console.log(`  ${label}: ${value} (goal ${against}: ${ok ? 'ok' : 'MISSED'})`)
    report?.add(where, label, value, against, ok)
  }
  // a figure taken while the host gave a good part of the machine to other guests says so
  const steals = (inAll: { steal: number }, inWeb: { steal: number }) =>
    Math.max(inAll.steal, inWeb.steal) >= 0.02
      ? ` (steal: ${percent(inAll.steal)} in all, ${percent(inWeb.steal)} in web)`
      : ''
  const at = (run: typeof all, rate: number) => run.rates.find((phase) => phase.rate === rate)
  const [all100, web100, all200, web200] = [at(all, 100), at(web, 100), at(all, 200), at(web, 200)]
  if (all100 && web100)
    goal(
      'p99 at 100/s, all against web',
      `${ms(all100.p99Ms)} / ${ms(web100.p99Ms)} = ${(all100.p99Ms / web100.p99Ms).toFixed(2)}x${steals(all100, web100)}`,
      '<= 1.5x',
      all100.p99Ms <= 1.5 * web100.p99Ms,
    )
  if (all200 && web200)
    goal(
      'p50 at 200/s, all against web',
      `${ms(all200.p50Ms)} / ${ms(web200.p50Ms)} = ${(all200.p50Ms / web200.p50Ms).toFixed(2)}x${steals(all200, web200)}`,
      '<= 2x',
      all200.p50Ms <= 2 * web200.p50Ms,
    )
  const closedAll = all.closed.find((phase) => phase.clients === 20)
  const closedWeb = web.closed.find((phase) => phase.clients === 20)
  if (closedAll && closedWeb) {
    const ratio = closedAll.ordersPerSec / closedWeb.ordersPerSec
    goal(
      'closed loop at 20 clients, orders/s all against web',
      `${closedAll.ordersPerSec.toFixed(1)} / ${closedWeb.ordersPerSec.toFixed(1)} = ${ratio.toFixed(2)}${steals(closedAll, closedWeb)}`,
      '>= 0.8',
      ratio >= 0.8,
      closedSection,
    )
  }
}

// `npx tsx bench/open-loop.ts`: these figures alone (shorter with --seconds 5 --closed-seconds 5)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string' },
      'warm-up-seconds': { type: 'string' },
      rates: { type: 'string' },
      'closed-seconds': { type: 'string' },
      'drain-seconds': { type: 'string' },
      roles: { type: 'string' },
      port: { type: 'string' },
    },
  })
  const numbers = (text: string) => text.split(',').map(Number)
  const runs = await benchOpenLoop({
    ...(values.seconds && { seconds: Number(values.seconds) }),
    ...(values['warm-up-seconds'] && { warmUpSeconds: Number(values['warm-up-seconds']) }),
    ...(values.rates && { rates: numbers(values.rates) }),
    ...(values['closed-seconds'] && { closedSeconds: Number(values['closed-seconds']) }),
    ...(values['drain-seconds'] && { drainSeconds: Number(values['drain-seconds']) }),
    ...(values.roles && { roles: values.roles.split(',') as OpenLoopOptions['roles'] }),
    ...(values.port && { port: Number(values.port) }),
  })
  console.log('== open loop and closed loop, SHOP_ROLE=all against web')
  printOpenLoop(runs)
}
