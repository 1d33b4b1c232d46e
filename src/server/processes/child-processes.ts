import { createRequire } from 'node:module'
import { constants, setPriority } from 'node:os'
import { pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)
const tsxLoader = pathToFileURL(require.resolve('tsx')).href

/**
 * The Node options a child of the shop starts with: the shop is TypeScript run through tsx, and its
 * children are too; a shop started with --cpu-prof (bench/: BENCH_PROFILE_DIR) profiles them as well.
 */
export function childExecArgv(): string[] {
  return [...process.execArgv.filter((arg) => arg.startsWith('--cpu-prof')), '--import', tsxLoader]
}

/**
 * Background work (fulfilment jobs, PDF renderers, the narrator) runs at the lowest priority (nice 19), so
 * that on a busy CPU customers' pages and payments come first; it takes whatever CPU they leave, and a
 * backlog drains once they leave some. A child the background process starts inherits it. Nice 10 was
 * measured too and lets the work take the CPU from checkouts far more (decision 044).
 */
export function runBelowNormal(pid: number | undefined) {
  if (pid === undefined) return
  try {
    setPriority(pid, constants.priority.PRIORITY_LOW)
  } catch {
    // a process that has already exited has no priority to lower; its exit explains itself
  }
}
