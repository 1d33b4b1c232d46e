/**
 * Medusa as a peer: bench/peers/medusa.ts (written on its own) places orders on a Medusa store at 1 and
 * 20 concurrent customers; its figures are set beside this shop's closed loops of the same run. The
 * module is loaded by path at run time, so a missing or failing peer is a figure saying why, never a
 * stopped bench.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RoleRun } from './open-loop'
import type { BenchReport } from './report'

type Load = { ordersPerSec: number; p50Ms: number; p99Ms: number; errors: number }
export type MedusaPeer = {
  version: string
  concurrency1: Load
  concurrency20: Load
  cpuMsPerOrder?: number
}
export type PeerOutcome = { ok: true; peer: MedusaPeer } | { ok: false; reason: string }

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export async function benchMedusa(postgresUrl: string): Promise<PeerOutcome> {
  const file = path.join(import.meta.dirname, 'peers/medusa.ts')
  try {
    const module = (await import(pathToFileURL(file).href)) as {
      benchMedusaPeer?: (options?: { postgresUrl?: string }) => Promise<MedusaPeer>
    }
    if (typeof module.benchMedusaPeer !== 'function')
      return { ok: false, reason: 'bench/peers/medusa.ts exports no benchMedusaPeer' }
    return { ok: true, peer: await module.benchMedusaPeer({ postgresUrl }) }
  } catch (error) {
    return { ok: false, reason: reasonOf(error) }
  }
}

const section = 'Medusa as a peer: orders placed at 1 and 20 concurrent customers'

/** Medusa's figures beside the shop's closed loops (SHOP_ROLE=all) when the same run measured them. */
export function printMedusa(outcome: PeerOutcome, runs: RoleRun[], report?: BenchReport) {
  if (!outcome.ok) {
    console.log(`  Medusa not measured: ${outcome.reason}`)
    report?.notMeasured(section, 'Medusa', outcome.reason)
    return
  }
  const { peer } = outcome
  const shop = runs.find((run) => run.role === 'all')
  const ours = (clients: number) => shop?.closed.find((phase) => phase.clients === clients)
  const loads = [
    [1, peer.concurrency1],
    [20, peer.concurrency20],
  ] as const
  for (const [clients, load] of loads) {
    const mine = ours(clients)
    const against = mine
      ? `this shop: ${mine.ordersPerSec.toFixed(1)} orders/s, p50 ${mine.p50Ms.toFixed(0)} ms, p99 ${mine.p99Ms.toFixed(0)} ms, ${mine.errors} errors`
      : 'this shop not measured in this run (open loop section)'
    const value = `${load.ordersPerSec.toFixed(1)} orders/s, p50 ${load.p50Ms.toFixed(0)} ms, p99 ${load.p99Ms.toFixed(0)} ms, ${load.errors} errors`
    console.log(`  Medusa ${peer.version}, ${clients} customers: ${value}; ${against}`)
    report?.add(section, `Medusa ${peer.version}, ${clients} concurrent customers`, value, against)
  }
  // the shop's figure in `all` holds the fulfilment (the scroll written, sealed and mailed); `web` does not
  const cpuOf = (role: 'all' | 'web') =>
    runs.find((run) => run.role === role)?.closed.find((phase) => phase.clients === 20)?.cpu.totalMs
  const [all, web] = [cpuOf('all'), cpuOf('web')]
  const peerCpu = peer.cpuMsPerOrder === undefined ? 'not measured' : `${peer.cpuMsPerOrder.toFixed(1)} ms`
  const against =
    all === undefined
      ? 'this shop not measured in this run'
      : `this shop at 20 customers: ${all.toFixed(1)} ms with fulfilment${web === undefined ? '' : `, ${web.toFixed(1)} ms web only`}`
  console.log(`  server CPU per order: Medusa ${peerCpu}; ${against}`)
  report?.add(section, `Medusa ${peer.version}: server CPU per order`, peerCpu, against)
}
