import { performance } from 'node:perf_hooks'
import type { JobTurns } from '../jobs/job-turns'

/**
 * How busy the web processes are, told to the job worker beside them (decision 044), so that fulfilment
 * waits while customers are buying. A web process measures its event loop's utilization (the share of the
 * time it spent running the shop's code rather than waiting) and its parent passes the busiest web
 * process's figure to the job worker.
 */
export type WebLoadMessage = { type: 'shop:web-load'; utilization: number }

const MEASURE_EVERY_MS = 50

/** The web processes' utilization from which the job worker waits (decision 044). */
export const WEB_BUSY_AT = 0.3
/**
 * The web counts as quiet again once its utilization has stayed under `busyAt` this long: a rush's figures
 * dip now and then, and each dip would otherwise let every waiting job go at once.
 */
const QUIET_AFTER_MS = 1_000
/**
 * A job due this long ago runs at once, busy or not: during a rush an order paid for immediate delivery
 * (an urgent job) is mailed at most a minute late, any other at most five; never hours.
 */
const PATIENCE_MS = { urgent: 60_000, other: 5 * 60_000 }

export const webLoadMessage = (utilization: number): WebLoadMessage => ({
  type: 'shop:web-load',
  utilization,
})

export const isWebLoadMessage = (message: unknown): message is WebLoadMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as WebLoadMessage).type === 'shop:web-load' &&
  typeof (message as WebLoadMessage).utilization === 'number'

/** Measures this process's event-loop utilization every 50 ms and hands each figure to `report`. */
export function measureWebLoad(report: (utilization: number) => void): () => void {
  let last = performance.eventLoopUtilization()
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization()
    report(performance.eventLoopUtilization(now, last).utilization)
    last = now
  }, MEASURE_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * The job worker's turns (decision 044). While the web processes are quiet, every job the queue hands over
 * runs at once. While they are busy (utilization at `busyAt` or above, until it has stayed under it for a
 * second), a job waits, so the CPU and the database go to the checkout, until the web is quiet again or
 * the job has been due a minute (urgent) or five (any other): then it runs, however busy the web is. A
 * worker that has not heard from the web for a second treats it as quiet, so a stuck parent never stops
 * fulfilment. How many jobs run at once is the queue's to say.
 */
export function webLoadTurns(options: { busyAt: number; now?: () => number }): JobTurns {
  const now = options.now ?? (() => Date.now())
  let heardAt = Number.NEGATIVE_INFINITY
  // since when every figure heard has been under `busyAt`; undefined while the last was at or over it
  let quietSince: number | undefined = Number.NEGATIVE_INFINITY
  let wake: NodeJS.Timeout | undefined
  // in the order the queue handed them over
  const waiting: Array<{ go: () => void; patientUntil: number }> = []

  const busy = () =>
    now() - heardAt < 1_000 && (quietSince === undefined || now() - quietSince < QUIET_AFTER_MS)

  function admit() {
    clearTimeout(wake)
    const quiet = !busy()
    const at = now()
    for (const job of waiting.filter((job) => quiet || job.patientUntil <= at)) {
      waiting.splice(waiting.indexOf(job), 1)
      job.go()
    }
    if (waiting.length === 0) return
    // look again when the first patience runs out, or within a second: the web falls quiet by the
    // clock too, once its figures stop or have stayed low long enough
    const firstOut = Math.min(...waiting.map((job) => job.patientUntil))
    wake = setTimeout(admit, Math.max(0, Math.min(firstOut - at, 1_000)))
  }

  return {
    async take(work, job) {
      const patience = job.urgent ? PATIENCE_MS.urgent : PATIENCE_MS.other
      const patientUntil = job.dueSince.getTime() + patience
      if (busy() && now() < patientUntil) {
        await new Promise<void>((go) => {
          waiting.push({ go, patientUntil })
          admit()
        })
      }
      return work()
    },
    heard(figure) {
      heardAt = now()
      if (figure >= options.busyAt) quietSince = undefined
      else quietSince ??= heardAt
      if (waiting.length > 0) admit()
    },
  }
}
