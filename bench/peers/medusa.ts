/**
 * A peer for the shop's benchmark: the whole guest customer flow of Medusa v2 (cart to paid order through
 * its store API), on the same machine and the same PostgreSQL as the shop.
 *
 * Medusa is installed from the npm registry into a temporary folder outside the repo (kept and reused while
 * the pinned versions match; it is never a dependency of the shop), as a backend only: admin disabled, no
 * Redis (in-memory event bus, cache, workflow engine and locking). Each run drops and creates the database
 * `bench_medusa`, runs `medusa db:migrate`, seeds with `medusa exec ./src/scripts/seed.ts` (core-flows
 * workflows, as Medusa's starter does), builds with `medusa build` and starts `medusa start` from
 * `.medusa/server` in production mode on port 9411. Then one flow per order, each a customer's:
 *   create cart -> add line item -> email + addresses -> shipping method -> payment collection ->
 *   payment session with the system provider (pp_system_default) -> complete cart -> order,
 * at concurrency 1 (~15 s) and 20 (closed loop, ~20 s) after a warm-up. Orders are counted in Medusa's own
 * database (with their payment authorized: Medusa's "paid" at checkout; capture is a back-office step), so a
 * flow that answered but left no such order is an error, not an order. Also the CPU time of Medusa's process
 * tree per order, from /proc.
 *
 * Uses only Node's built-ins and fetch (PostgreSQL through the `pg` that Medusa's install brings).
 * `npx tsx bench/peers/medusa.ts` prints the figures.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { copyFile, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Pinned versions of the backend's packages: what `create-medusa-app` would install, less the admin. */
export const MEDUSA_VERSION = '2.21.2'
const dependencies: Record<string, string> = {
  '@medusajs/cli': MEDUSA_VERSION,
  '@medusajs/framework': MEDUSA_VERSION,
  '@medusajs/medusa': MEDUSA_VERSION,
  // medusa's CLI registers ts-node (with swc, from tsconfig.json) to run medusa-config.ts and the seed script
  '@swc/core': '1.16.22',
  'ts-node': '10.9.2',
  typescript: '5.9.3',
  '@types/node': '20.19.43',
}

const PORT = 9411
const DATABASE = 'bench_medusa'
const baseUrl = `http://127.0.0.1:${PORT}`
const templates = path.join(path.dirname(fileURLToPath(import.meta.url)), 'medusa')

export type MedusaPhase = {
  ordersPerSec: number
  p50Ms: number
  p99Ms: number
  errors: number
  /** orders found in Medusa's database after the phase */
  orders: number
}

export type MedusaPeerResult = {
  version: string
  concurrency1: MedusaPhase
  concurrency20: MedusaPhase
  /** CPU time of the Medusa server's process tree (user + system) over both measured phases, per order */
  cpuMsPerOrder?: number
}

type SeedOutput = {
  publishableApiKey: string
  regionId: string
  salesChannelId: string
  shippingOptionId: string
  variantId: string
}

type PgClient = {
  connect(): Promise<void>
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  end(): Promise<void>
}

const log = (line: string) => process.stderr.write(`medusa peer: ${line}\n`)

/** Installs (or reuses), seeds, starts and measures Medusa v2; stops its server before returning. */
export async function benchMedusaPeer(options?: { postgresUrl?: string }): Promise<MedusaPeerResult> {
  const serverUrl =
    options?.postgresUrl ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const databaseUrl = new URL(serverUrl)
  databaseUrl.pathname = `/${DATABASE}`
  const dir = path.join(os.tmpdir(), 'shop-bench-medusa')
  await mkdir(dir, { recursive: true })
  const release = lock(dir)
  try {
    return await benchIn(dir, serverUrl, databaseUrl)
  } finally {
    release()
  }
}

/** One run at a time: the folder, the database and the port are the same for every run. */
function lock(dir: string) {
  const file = path.join(dir, '.bench-lock')
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeFileSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error
      const holder = Number(readFileSync(file, 'utf8'))
      if (holder > 0 && existsSync(`/proc/${holder}`)) {
        throw new Error(`Medusa peer, step lock: another run (pid ${holder}) is using ${dir}`)
      }
      rmSync(file, { force: true }) // left by a run that died
    }
  }
}

async function benchIn(dir: string, serverUrl: string, databaseUrl: URL): Promise<MedusaPeerResult> {
  await install(dir)
  const version = JSON.parse(
    readFileSync(path.join(dir, 'node_modules/@medusajs/medusa/package.json'), 'utf8'),
  ).version as string
  await writeProject(dir)
  const env = { DATABASE_URL: databaseUrl.toString() }

  log(`recreating database ${DATABASE}`)
  await withPg(dir, serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${DATABASE}`)
  }).catch((error: Error) => {
    throw new Error(`Medusa peer, step database (recreate ${DATABASE} on ${serverUrl}): ${error.message}`)
  })
  log('medusa db:migrate')
  await medusa(dir, dir, ['db:migrate'], env, 'migrate')
  log('medusa exec ./src/scripts/seed.ts')
  await rm(path.join(dir, 'seed-output.json'), { force: true })
  await medusa(dir, dir, ['exec', './src/scripts/seed.ts'], env, 'seed')
  const seed = JSON.parse(await readFile(path.join(dir, 'seed-output.json'), 'utf8')) as SeedOutput
  await build(dir)

  if (await answers(`${baseUrl}/health`)) {
    throw new Error(`Medusa peer, step start: port ${PORT} already answers (another server is running there)`)
  }
  log(`medusa start (production) on port ${PORT}`)
  const server = await startServer(dir, env)
  try {
    const pid = server.pid
    if (pid === undefined) throw new Error('Medusa peer, step start: the server has no pid')
    log('warm-up')
    const warmUp = await runPhase(seed, 4, 5_000)
    if (warmUp.orderIds.length === 0) {
      throw new Error(`Medusa peer, step flow: no order in the warm-up: ${warmUp.samples.join(' | ')}`)
    }
    const cpuBefore = treeCpuMs(pid)
    log('concurrency 1, 15 s')
    const one = await runPhase(seed, 1, 15_000)
    log('concurrency 20, 20 s')
    const twenty = await runPhase(seed, 20, 20_000)
    const cpuMs = treeCpuMs(pid) - cpuBefore

    const [concurrency1, concurrency20] = await withPg(dir, databaseUrl.toString(), async (client) => [
      await verify(client, one),
      await verify(client, twenty),
    ])
    const orders = concurrency1.orders + concurrency20.orders
    return {
      version,
      concurrency1,
      concurrency20,
      cpuMsPerOrder: orders > 0 && cpuMs > 0 ? cpuMs / orders : undefined,
    }
  } finally {
    await stopServer(server)
  }
}

// ---------------------------------------------------------------------------------------------- install

async function install(dir: string) {
  await mkdir(dir, { recursive: true })
  const manifest = {
    name: 'shop-bench-medusa',
    version: '0.0.0',
    private: true,
    license: 'MIT',
    description:
      'Medusa v2 backend installed by the Scrolls of Fury bench (bench/peers/medusa.ts); safe to delete',
    engines: { node: '>=20' },
    dependencies,
  }
  const wanted = JSON.stringify(manifest, null, 2)
  const marker = path.join(dir, '.bench-installed.json')
  const installed =
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === wanted &&
    existsSync(path.join(dir, 'node_modules/@medusajs/medusa/package.json')) &&
    existsSync(path.join(dir, 'node_modules/@medusajs/cli/cli.js'))
  if (installed) {
    log(`reusing the install in ${dir}`)
    return
  }
  log(`npm install of Medusa ${MEDUSA_VERSION} into ${dir} (takes a few minutes)`)
  await rm(marker, { force: true })
  await writeFile(path.join(dir, 'package.json'), wanted)
  // no install scripts: the native binaries (swc, esbuild) come as registry packages of their own, and
  // nothing the backend needs builds or downloads at install time
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=warn'],
    dir,
    {},
    path.join(dir, 'install.log'),
    'install (npm install of @medusajs/medusa, @medusajs/framework, @medusajs/cli)',
  )
  await writeFile(marker, wanted)
}

/** medusa-config.ts, tsconfig.json and the seed script, from the templates beside this file. */
async function writeProject(dir: string) {
  await mkdir(path.join(dir, 'src/scripts'), { recursive: true })
  await copyFile(path.join(templates, 'medusa-config.ts.tmpl'), path.join(dir, 'medusa-config.ts'))
  await copyFile(path.join(templates, 'tsconfig.json.tmpl'), path.join(dir, 'tsconfig.json'))
  await copyFile(path.join(templates, 'seed.ts.tmpl'), path.join(dir, 'src/scripts/seed.ts'))
}

/** `medusa build` into .medusa/server, skipped when the same sources were built by the same versions. */
async function build(dir: string) {
  const hash = createHash('sha256')
  for (const file of ['package.json', 'medusa-config.ts', 'tsconfig.json', 'src/scripts/seed.ts']) {
    hash.update(file).update(readFileSync(path.join(dir, file)))
  }
  const digest = hash.digest('hex')
  const serverDir = path.join(dir, '.medusa/server')
  const stamp = path.join(serverDir, '.bench-build')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    log('reusing the build in .medusa/server')
  } else {
    log('medusa build (backend only)')
    await medusa(dir, dir, ['build'], { NODE_ENV: 'production' }, 'build')
    await writeFile(stamp, digest)
  }
  // what `cd .medusa/server && npm install` would give, without a second install
  const modules = path.join(serverDir, 'node_modules')
  if (!existsSync(modules)) await symlink(path.join(dir, 'node_modules'), modules, 'dir')
}

// ---------------------------------------------------------------------------------------------- processes

function medusaArgs(dir: string, args: string[]) {
  return [path.join(dir, 'node_modules/@medusajs/cli/cli.js'), ...args]
}

function medusaEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'development', MEDUSA_DISABLE_TELEMETRY: 'true', ...env }
}

function medusa(dir: string, cwd: string, args: string[], env: Record<string, string>, step: string) {
  return run(
    process.execPath,
    medusaArgs(dir, args),
    cwd,
    env,
    path.join(dir, `${step}.log`),
    `${step} (medusa ${args.join(' ')})`,
  )
}

async function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  logFile: string,
  step: string,
) {
  const out = openSync(logFile, 'w')
  try {
    const child = spawn(command, args, { cwd, env: medusaEnv(env), stdio: ['ignore', out, out] })
    const [code] = (await Promise.race([
      once(child, 'exit'),
      once(child, 'error').then(([error]) => {
        throw new Error(`Medusa peer, step ${step}: ${command} did not start: ${(error as Error).message}`)
      }),
    ])) as [number | null]
    if (code !== 0) {
      throw new Error(
        `Medusa peer, step ${step}: exited with ${code}; the end of ${logFile}:\n${tail(logFile)}`,
      )
    }
  } finally {
    closeSync(out)
  }
}

function tail(file: string, lines = 25) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

async function answers(url: string) {
  return fetch(url, { signal: AbortSignal.timeout(2_000) })
    .then((response) => response.ok)
    .catch(() => false)
}

async function startServer(dir: string, env: Record<string, string>) {
  const logFile = path.join(dir, 'server.log')
  const out = openSync(logFile, 'w')
  const child = spawn(process.execPath, medusaArgs(dir, ['start']), {
    cwd: path.join(dir, '.medusa/server'),
    // no request log (warnings and errors still go to server.log), as the shop runs in its own bench
    env: medusaEnv({
      ...env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  // a bench stopped by a signal (a timeout, ^C) must not leave Medusa holding its port for the next run
  const onExit = () => child.kill('SIGKILL')
  const onSignal = (signal: NodeJS.Signals) => {
    child.kill('SIGKILL')
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal)
    process.kill(process.pid, signal)
  }
  process.once('exit', onExit).on('SIGINT', onSignal).on('SIGTERM', onSignal)
  child.once('exit', () => {
    process.off('exit', onExit).off('SIGINT', onSignal).off('SIGTERM', onSignal)
  })
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `Medusa peer, step start: medusa start exited with ${child.exitCode}; the end of ${logFile}:\n${tail(logFile)}`,
      )
    }
    if (await answers(`${baseUrl}/health`)) return child
    if (Date.now() > deadline) {
      await stopServer(child)
      throw new Error(`Medusa peer, step start: ${baseUrl}/health did not answer within 180 s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

async function withPg<T>(dir: string, connectionString: string, use: (client: PgClient) => Promise<T>) {
  // the pg client that Medusa's install brings: the shop's bench needs no dependency of its own for it
  const require = createRequire(path.join(dir, 'package.json'))
  const pg = require('pg') as { Client: new (config: { connectionString: string }) => PgClient }
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

// clock ticks per second of /proc/<pid>/stat's times: USER_HZ, 100 on Linux
const TICKS_PER_SECOND = 100

/** CPU milliseconds (user + system, and of waited-for children) of a process and its descendants. */
function treeCpuMs(rootPid: number) {
  const stats = new Map<number, { ppid: number; ticks: number }>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8')
      // fields after the command name (in parentheses, may hold spaces): state(3) ppid(4) ... utime(14)
      // stime(15) cutime(16) cstime(17)
      const fields = text
        .slice(text.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number)
      const at = (field: number) => fields[field - 3] ?? 0
      stats.set(Number(name), { ppid: at(4), ticks: at(14) + at(15) + at(16) + at(17) })
    } catch {
      // gone meanwhile
    }
  }
  let ticks = 0
  const tree = new Set([rootPid])
  for (let grew = true; grew; ) {
    grew = false
    for (const [pid, stat] of stats) {
      if (!tree.has(pid) && tree.has(stat.ppid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  for (const pid of tree) ticks += stats.get(pid)?.ticks ?? 0
  return (ticks * 1000) / TICKS_PER_SECOND
}

// ---------------------------------------------------------------------------------------------- the flow

class FlowError extends Error {}

async function store<T>(seed: SeedOutput, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-publishable-api-key': seed.publishableApiKey },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  })
  const text = await response.text()
  if (!response.ok) {
    throw new FlowError(
      `${method} ${route.replace(/_[0-9A-Z]{26}/g, '_…')}: ${response.status} ${text.slice(0, 200)}`,
    )
  }
  return JSON.parse(text) as T
}

/** One guest customer, cart to order; answers the order's id. */
async function customerFlow(seed: SeedOutput, n: number): Promise<string> {
  const { cart } = await store<{ cart: { id: string } }>(seed, 'POST', '/store/carts', {
    region_id: seed.regionId,
  })
  await store(seed, 'POST', `/store/carts/${cart.id}/line-items`, { variant_id: seed.variantId, quantity: 1 })
  const address = {
    first_name: 'Bench',
    last_name: `Buyer ${n}`,
    address_1: '1 Scroll Lane',
    city: 'Copenhagen',
    country_code: 'dk',
    postal_code: '1050',
  }
  await store(seed, 'POST', `/store/carts/${cart.id}`, {
    email: `buyer-${n}@bench.example`,
    shipping_address: address,
    billing_address: address,
  })
  await store(seed, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: seed.shippingOptionId })
  const { payment_collection } = await store<{ payment_collection: { id: string } }>(
    seed,
    'POST',
    '/store/payment-collections',
    { cart_id: cart.id },
  )
  await store(seed, 'POST', `/store/payment-collections/${payment_collection.id}/payment-sessions`, {
    provider_id: 'pp_system_default',
  })
  const completed = await store<{ type: string; order?: { id: string }; error?: { message?: string } }>(
    seed,
    'POST',
    `/store/carts/${cart.id}/complete`,
  )
  if (completed.type !== 'order' || !completed.order) {
    throw new FlowError(`complete cart answered ${completed.type}: ${completed.error?.message ?? ''}`)
  }
  return completed.order.id
}

type PhaseRun = {
  latencies: number[]
  orderIds: string[]
  errors: number
  elapsedMs: number
  samples: string[]
}

let flowsStarted = 0

/** Closed loop: `concurrency` customers, each starting its next flow as soon as one ends, for `durationMs`. */
async function runPhase(seed: SeedOutput, concurrency: number, durationMs: number): Promise<PhaseRun> {
  const result: PhaseRun = { latencies: [], orderIds: [], errors: 0, elapsedMs: 0, samples: [] }
  const start = performance.now()
  const deadline = start + durationMs
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const began = performance.now()
        try {
          result.orderIds.push(await customerFlow(seed, flowsStarted++))
          result.latencies.push(performance.now() - began)
        } catch (error) {
          result.errors++
          const message = error instanceof Error ? error.message : String(error)
          if (result.samples.length < 3 && !result.samples.includes(message)) result.samples.push(message)
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    }),
  )
  result.elapsedMs = performance.now() - start
  return result
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/**
 * Counts the phase's orders in Medusa's database: a flow only counts if its order is there with its payment
 * authorized (the system provider authorizes when the cart completes; capture is a back-office step).
 */
async function verify(client: PgClient, phase: PhaseRun): Promise<MedusaPhase> {
  const { rows } = await client.query(
    `SELECT count(DISTINCT o.id)::int AS n
       FROM "order" o
       JOIN order_payment_collection link ON link.order_id = o.id AND link.deleted_at IS NULL
       JOIN payment_collection pc ON pc.id = link.payment_collection_id
      WHERE o.id = ANY($1::text[]) AND o.deleted_at IS NULL AND pc.status IN ('authorized', 'completed')`,
    [phase.orderIds],
  )
  const orders = Number(rows[0]?.n ?? 0)
  const errors = phase.errors + (phase.orderIds.length - orders)
  if (errors > 0)
    log(`${errors} failed flows, e.g.: ${phase.samples.join(' | ') || 'orders missing in the database'}`)
  const sorted = [...phase.latencies].sort((a, b) => a - b)
  return {
    ordersPerSec: orders / (phase.elapsedMs / 1000),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors,
    orders,
  }
}

// ---------------------------------------------------------------------------------------------- alone

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchMedusaPeer()
  const line = (name: string, phase: MedusaPhase) =>
    `  ${name}: ${phase.ordersPerSec.toFixed(2)} orders/s, one flow p50 ${phase.p50Ms.toFixed(0)} ms, p99 ${phase.p99Ms.toFixed(0)} ms (${phase.orders} orders, ${phase.errors} errors)`
  console.log(`== Medusa ${result.version}: guest cart -> paid order through the store API (7 requests)`)
  console.log(line('concurrency 1 ', result.concurrency1))
  console.log(line('concurrency 20', result.concurrency20))
  if (result.cpuMsPerOrder !== undefined) {
    console.log(`  Medusa server CPU: ${result.cpuMsPerOrder.toFixed(1)} ms per order`)
  }
  console.log(
    `  (load average after the run: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} on ${os.cpus().length} cores)`,
  )
}
