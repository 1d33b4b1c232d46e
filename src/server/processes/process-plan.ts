import type { Config } from '../config'

/**
 * The processes one start of the shop runs (decision 044):
 * - `web`: the web processes serve pages and the API and queue jobs; no jobs run here.
 * - `worker`: this process runs the jobs, their schedules and the renderers, and answers /healthz, /readyz.
 * - `all` on PostgreSQL: the web processes, and one job worker in a child process below normal priority,
 *   so fulfilment never runs on the checkout's event loop.
 * - `all` on the embedded database: one process does everything, since PGlite belongs to one process.
 */
export type ProcessPlan = {
  /** processes serving pages and the API on the port; more than one share it (node:cluster) */
  webProcesses: number
  /** where jobs run: in this process, in a child it starts, or elsewhere (another start's worker) */
  jobs: 'here' | 'child' | 'elsewhere'
}

export function planProcesses(
  config: Pick<Config, 'SHOP_ROLE' | 'WEB_PROCESSES' | 'DATABASE_URL'>,
): ProcessPlan {
  switch (config.SHOP_ROLE) {
    case 'worker':
      return { webProcesses: 0, jobs: 'here' }
    case 'web':
      return { webProcesses: config.WEB_PROCESSES, jobs: 'elsewhere' }
    case 'all':
      return config.DATABASE_URL
        ? { webProcesses: config.WEB_PROCESSES, jobs: 'child' }
        : { webProcesses: 1, jobs: 'here' }
  }
}
