import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Logger } from 'pino'
import type { Config } from '../config'
import { childExecArgv, runBelowNormal } from './child-processes'
import { webLoadMessage } from './web-load'

const mainEntry = fileURLToPath(new URL('../main.ts', import.meta.url))
/** how long a stopping job worker gets to finish its jobs before it is killed */
const STOP_DEADLINE_MS = 30_000
const RESTART_AFTER_MS = 1_000
/** the job worker's connections to the database (decision 044; measured against 10) */
const JOB_PROCESS_CONNECTIONS = 2

// the argument that marks the job worker a shop starts for itself, so that it neither listens nor sets the
// database up
const JOB_PROCESS_ARG = '--job-process'

export const isJobProcess = () => process.argv.includes(JOB_PROCESS_ARG)

/**
 * The job worker's settings: the shop's, with few connections, since each is a database process working at
 * normal priority, and more of them than the web's would take the CPU from the customers' requests.
 */
export function jobWorkerConfig(config: Config): Config {
  return { ...config, DATABASE_CONNECTIONS: JOB_PROCESS_CONNECTIONS }
}

/**
 * The job worker of `SHOP_ROLE=all` on PostgreSQL: the shop itself, started again in a child process as a
 * worker below normal priority, so fulfilment (writing, sealing, mailing) never shares an event loop with
 * the checkout and loses the CPU to it. One that dies is started again; it stops when the shop stops.
 */
export function startJobProcess(logger: Logger): {
  /** passes the web processes' latest load to the worker (decision 044) */
  tellWebLoad(utilization: number): void
  stop(): Promise<void>
} {
  let child: ChildProcess
  let stopping = false

  const start = () => {
    // the shop's own settings: the argument makes it the worker (jobWorkerConfig)
    child = fork(mainEntry, [JOB_PROCESS_ARG], { execArgv: childExecArgv() })
    runBelowNormal(child.pid)
    child.once('exit', (code, signal) => {
      if (stopping) return
      logger.error({ code, signal }, 'the job worker stopped; starting it again')
      setTimeout(() => {
        if (!stopping) start()
      }, RESTART_AFTER_MS).unref()
    })
  }
  start()

  return {
    tellWebLoad(utilization) {
      if (child.connected) child.send(webLoadMessage(utilization), () => undefined)
    },
    stop() {
      stopping = true
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
      return new Promise((resolve) => {
        const deadline = setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS)
        child.once('exit', () => {
          clearTimeout(deadline)
          resolve()
        })
        child.kill('SIGTERM')
      })
    },
  }
}
