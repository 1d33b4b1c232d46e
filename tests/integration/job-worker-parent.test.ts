import { readdir, readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@/server/db/database'
import {
  jobWorkerRunning,
  type ShopProcess,
  startShopProcess,
  stopAllShopProcesses,
} from './support/shop-processes'
import { createTestDatabaseUrl } from './support/test-database'

// The job worker of SHOP_ROLE=all is a child of the shop. A shop killed outright (out of memory, kill -9)
// cannot stop it, so the worker must notice on its own: otherwise it runs on, taking jobs, beside the worker
// of the shop started in its place.
const server = await createTestDatabaseUrl('faults_orphan')
// ports of its own: the other multi-process tests, which may run beside it, take 3400 to 3439 and 3460 up
const port = 3442 + 2 * Math.floor(Math.random() * 8)

beforeAll(async () => {
  if (!server.url) return
  // opening a connection applies the migrations
  const database = await openDatabase({ url: server.url, pgliteDir: 'memory://' })
  await database.close()
})
afterAll(async () => {
  await stopAllShopProcesses()
  await server.drop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The pids of the processes whose parent is `pid` and whose command line holds `marker`, from /proc. */
async function childrenOf(pid: number, marker: string) {
  const found: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const [stat, cmdline] = await Promise.all([
      readFile(`/proc/${entry}/stat`, 'utf8').catch(() => ''),
      readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => ''),
    ])
    // the parent's pid is the second field after the command's name, which is in parentheses
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (parent === pid && cmdline.includes(marker)) found.push(Number(entry))
  }
  return found
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function jobWorkerOf(shop: ShopProcess) {
  for (let i = 0; i < 50; i += 1) {
    const [worker] = await childrenOf(shop.child.pid as number, '--job-process')
    if (worker) return worker
    await sleep(100)
  }
  throw new Error(`the shop started no job worker:\n${shop.output()}`)
}

/** Kills the shop's own process alone, as the kernel's out-of-memory killer would, and waits for its end. */
async function killShopAlone(shop: ShopProcess) {
  const ended = new Promise((resolve) => shop.child.once('exit', resolve))
  process.kill(shop.child.pid as number, 'SIGKILL')
  await ended
}

async function gone(pid: number, withinMs: number) {
  const deadline = Date.now() + withinMs
  while (alive(pid) && Date.now() < deadline) await sleep(100)
  return !alive(pid)
}

describe.runIf(server.url)('the job worker of a shop that was killed', () => {
  it('stops once it is running, having heard its shop is gone', async () => {
    const shop = await startShopProcess({ port, databaseUrl: server.url })
    expect(await jobWorkerRunning(shop), shop.output()).toBe(true)
    const worker = await jobWorkerOf(shop)
    await killShopAlone(shop)
    expect(await gone(worker, 15_000), `job worker ${worker} still runs`).toBe(true)
    // a shop and its worker each start, then up to 15 s to stop: a busy machine took more than 30 s
  }, 60_000)

  it('stops while it is still starting', async () => {
    const shop = await startShopProcess({ port: port + 1, databaseUrl: server.url })
    // the worker is forked once the shop answers, and takes a second or more to load and start
    const worker = await jobWorkerOf(shop)
    const started = shop.output().includes('the job worker is running')
    await killShopAlone(shop)
    expect(await gone(worker, 15_000), `job worker ${worker} still runs`).toBe(true)
    // tells whether this run caught the worker while it was starting (the case this test is for)
    console.log(
      `orphan test: the worker was ${started ? 'already running' : 'still starting'} when its shop died`,
    )
  }, 60_000)
})
