import cluster, { type Worker } from 'node:cluster'
import { fileURLToPath } from 'node:url'
import type { Logger } from 'pino'
import { serveClusterMetrics } from '../ops/cluster-metrics'
import { childExecArgv } from './child-processes'
import { isWebLoadMessage } from './web-load'

const mainEntry = fileURLToPath(new URL('../main.ts', import.meta.url))
const STOP_DEADLINE_MS = 30_000
const RESTART_AFTER_MS = 1_000

/**
 * `WEB_PROCESSES` web processes sharing the shop's port (node:cluster hands each new connection to one of
 * them). Each is the shop started again as a web process; one that dies is started again.
 */
export function startWebCluster(
  count: number,
  logger: Logger,
  options: {
    /** the busiest web process's load each time one reports it (decision 044) */
    onWebLoad?: (utilization: number) => void
    /** how long each web process serves on once told to stop (`SHUTDOWN_DELAY_SECONDS`) */
    stopDelayMs?: number
  } = {},
): { stop(): Promise<void> } {
  const { onWebLoad, stopDelayMs = 0 } = options
  let stopping = false
  cluster.setupPrimary({ exec: mainEntry, execArgv: childExecArgv() })
  // a scrape reaching any web process reports the requests of all of them
  serveClusterMetrics()
  const loads = new Map<number, number>()
  cluster.on('message', (worker, message) => {
    if (!onWebLoad || !isWebLoadMessage(message)) return
    loads.set(worker.id, message.utilization)
    onWebLoad(Math.max(...loads.values()))
  })
  const start = () => {
    const worker = cluster.fork()
    worker.once('exit', (code, signal) => {
      loads.delete(worker.id)
      if (stopping) return
      logger.error({ code, signal }, 'a web process stopped; starting it again')
      setTimeout(() => {
        if (!stopping) start()
      }, RESTART_AFTER_MS).unref()
    })
  }
  for (let i = 0; i < count; i++) start()

  const stopOne = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve()
      const deadline = setTimeout(() => worker.process.kill('SIGKILL'), STOP_DEADLINE_MS + stopDelayMs)
      worker.once('exit', () => {
        clearTimeout(deadline)
        resolve()
      })
      worker.process.kill('SIGTERM')
    })

  return {
    async stop() {
      stopping = true
      await Promise.all(
        Object.values(cluster.workers ?? {}).flatMap((worker) => (worker ? [stopOne(worker)] : [])),
      )
    },
  }
}
