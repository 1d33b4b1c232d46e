import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type ShopProcess = {
  url: string
  port: number
  /** its DATA_DIR: the dev outbox's .eml files of the mail this process sent are under `outbox/` */
  dataDir: string
  child: ChildProcess
  /** the last of what the shop printed, for a failing test to show */
  output(): string
  /**
   * Waits until the shop has printed `text` (its log is at info unless told), at most `timeoutMs`; answers
   * whether it did. The job worker of `SHOP_ROLE=all` starts after the shop answers, below normal priority.
   */
  waitForLog(text: string, timeoutMs: number): Promise<boolean>
  /** sends the signal and resolves with the exit code once the process has ended */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

const running = new Set<ShopProcess>()
const dataDirs = new Set<string>()

/**
 * The shop as a process of its own (`node --import tsx src/server/main.ts`), as production runs it, so it can
 * be signalled, killed and run twice on one database. Resolves once `healthPath` (`/api/health` unless
 * told: a worker serves only `/healthz`) answers 200.
 */
export async function startShopProcess(options: {
  port: number
  databaseUrl?: string
  env?: Record<string, string>
  healthPath?: string
  timeoutMs?: number
  /** another entry point than src/server/main.ts, for a local harness */
  entry?: string
}): Promise<ShopProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-process-'))
  dataDirs.add(dataDir)
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB_APP: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      SCROLL_RENDERERS: '1',
      ORDER_RATE_LIMIT_PER_MINUTE: '100000',
      // the local checkout takes the tests' payments on PostgreSQL too, where it is off unless said
      TEST_CHECKOUT: 'true',
      // the fixtures send every order to one recipient; the weekly limit is tested with its own setting
      RECIPIENT_WEEKLY_LIMIT: '1000',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group, so that a kill reaches its job worker and renderers too
    detached: true,
  })
  let output = ''
  const wanted = new Set<string>()
  const seen = new Set<string>()
  const take = (chunk: Buffer) => {
    // the last part is what explains a failure; a long run would otherwise hold every line
    output = (output + chunk.toString()).slice(-20_000)
    for (const text of wanted) if (output.includes(text)) seen.add(text)
  }
  child.stdout?.on('data', take)
  child.stderr?.on('data', take)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${options.port}`
  const shop: ShopProcess = {
    url,
    port: options.port,
    dataDir,
    child,
    output: () => output,
    async waitForLog(text, timeoutMs) {
      wanted.add(text)
      if (output.includes(text)) seen.add(text)
      const deadline = Date.now() + timeoutMs
      while (!seen.has(text) && Date.now() < deadline && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return seen.has(text)
    },
    /** SIGTERM and SIGINT go to the shop, which stops its own children; SIGKILL takes the whole group */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        if (signal === 'SIGKILL') process.kill(-child.pid, 'SIGKILL')
        else child.kill(signal)
      }
      const code = await exited
      running.delete(shop)
      return code
    },
  }
  running.add(shop)
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the shop on port ${options.port} exited with code ${child.exitCode}:\n${output}`)
    }
    const healthy = await fetch(`${url}${options.healthPath ?? '/api/health'}`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return shop
    if (Date.now() > deadline) {
      await shop.stop('SIGKILL')
      throw new Error(`the shop on port ${options.port} did not answer in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Kills every shop a test file started that is still running and removes their data folders; for afterAll. */
export async function stopAllShopProcesses() {
  await Promise.all([...running].map((shop) => shop.stop('SIGKILL')))
  await Promise.all([...dataDirs].map((dir) => rm(dir, { recursive: true, force: true })))
  dataDirs.clear()
}

/**
 * Waits (at most 45 s) for a shop's job worker to say it runs, so a test's deadline for fulfilment does not
 * count its start; on a busy machine the worker, below normal priority, can start long after the shop answers.
 */
export function jobWorkerRunning(shop: ShopProcess) {
  return shop.waitForLog('the job worker is running', 45_000)
}
