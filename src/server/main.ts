import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ServerType } from '@hono/node-server'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Logger } from 'pino'
import { createApp } from './app'
import { ensureAdmin } from './auth/ensure-admin'
import { createLogger, type ProcessRole, startServices, stopServices } from './bootstrap'
import { type Config, ConfigError, loadConfig } from './config'
import { DatabaseInUseError } from './db/embedded-lock'
import { checkNarrator } from './fulfilment/narration/narrate-scroll'
import { answerUnparsableRequests } from './http/client-error'
import { closeServer } from './http/close-server'
import type { JobTurns } from './jobs/job-turns'
import { opsRoutes } from './ops/ops-routes'
import { markNotReady } from './ops/readiness'
import { paymentsOffWarning } from './payments/create-payment-provider'
import { isJobProcess, jobWorkerConfig, startJobProcess } from './processes/job-process'
import { planProcesses } from './processes/process-plan'
import { startWebCluster } from './processes/web-cluster'
import {
  isWebLoadMessage,
  measureWebLoad,
  WEB_BUSY_AT,
  webLoadMessage,
  webLoadTurns,
} from './processes/web-load'
import type { Services } from './services'

/** How long stopping may take, after `SHUTDOWN_DELAY_SECONDS`, before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 45_000

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const logger = createLogger(config)
  const plan = planProcesses(config)

  // a process this start made for itself: one of the web processes, or the job worker
  if (cluster.isWorker || isJobProcess()) stopWithParent()
  if (cluster.isWorker) {
    // the job worker beside the web processes waits while they are busy: each tells the shop its load
    if (plan.jobs === 'child') measureWebLoad((utilization) => process.send?.(webLoadMessage(utilization)))
    return runProcess(config, logger, { role: 'web', setUp: false, listen: true })
  }
  if (isJobProcess()) {
    const jobTurns = webLoadTurns({ busyAt: WEB_BUSY_AT })
    process.on('message', (message) => {
      if (isWebLoadMessage(message)) jobTurns.heard(message.utilization)
    })
    return runProcess(jobWorkerConfig(config), logger, {
      role: 'worker',
      setUp: false,
      listen: false,
      jobTurns,
    })
  }

  if (plan.webProcesses > 1) return superviseWebProcesses(config, logger, plan.jobs === 'child')
  return runProcess(config, logger, {
    role: plan.webProcesses === 0 ? 'worker' : plan.jobs === 'here' ? 'all' : 'web',
    setUp: true,
    listen: true,
    jobProcess: plan.jobs === 'child',
  })
}

/** One process of the shop: its services, its HTTP server (the shop, or a worker's health alone), its jobs. */
async function runProcess(
  config: Config,
  parentLogger: Logger,
  options: { role: ProcessRole; setUp: boolean; listen: boolean; jobProcess?: boolean; jobTurns?: JobTurns },
) {
  const { role } = options
  const logger = parentLogger.child({ role })
  const services = await startServices(config, logger, role, { jobTurns: options.jobTurns })
  if (options.setUp) await setUpShop(config, services, logger)
  const server = options.listen ? await listen(config, services, role) : undefined
  const jobs = options.jobProcess ? startJobProcess(logger) : undefined
  if (jobs) measureWebLoad(jobs.tellWebLoad)
  if (role !== 'web') {
    logger.info('the job worker is running')
    // once the shop answers, so that its start is not slowed by the renderer's
    services.renderer.warm()
    // said at once, not half an hour later when a paid narration has run out of retries
    void checkNarrator().then((check) => {
      if (check.ok) logger.info('the narrator is ready')
      else logger.error({ reason: check.reason }, 'the narrator cannot run: narrations will fail')
    })
  }

  const delayMs = role === 'worker' ? 0 : config.SHUTDOWN_DELAY_SECONDS * 1000
  onStop(logger, delayMs, async () => {
    // the load balancer is told first, and given its time to look; then requests in flight finish, then
    // jobs in flight, then the rest
    markNotReady(services)
    if (delayMs > 0) {
      logger.info(
        { seconds: config.SHUTDOWN_DELAY_SECONDS },
        'serving on while the load balancer takes this instance out',
      )
      await sleep(delayMs)
    }
    if (server) await closeServer(server)
    await jobs?.stop()
    await stopServices(services)
  })
}

/** `WEB_PROCESSES` web processes on one port, and the job worker beside them in `all`. */
async function superviseWebProcesses(config: Config, logger: Logger, withJobProcess: boolean) {
  // the database is set up once, before any web process starts
  const services = await startServices(config, logger, 'web')
  await setUpShop(config, services, logger)
  await stopServices(services)
  const jobs = withJobProcess ? startJobProcess(logger) : undefined
  const delayMs = config.SHUTDOWN_DELAY_SECONDS * 1000
  const web = startWebCluster(config.WEB_PROCESSES, logger, {
    onWebLoad: jobs?.tellWebLoad,
    stopDelayMs: delayMs,
  })
  logger.info({ webProcesses: config.WEB_PROCESSES, port: config.PORT }, 'web processes started')
  onStop(logger, delayMs, async () => {
    await web.stop()
    await jobs?.stop()
  })
}

/** Demo data and the first admin, by one process of the shop at a time. */
async function setUpShop(config: Config, services: Services, logger: Logger) {
  await services.database.alone(async () => {
    // asked for, or the first start of an empty embedded database: a shop to look around in at once
    if (config.SEED_DEMO_DATA ?? services.database.kind === 'pglite') {
      const { seedDemoData } = await import('./demo/seed-demo-data')
      if (await seedDemoData(services.db)) logger.info('demo data seeded')
    }
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const result = await ensureAdmin(services.auth, services.db, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
      })
      logger.info(
        { email: config.ADMIN_EMAIL },
        result === 'created' ? 'admin account created' : 'admin account ready',
      )
    }
  })
  if (config.DATABASE_URL && !config.AUTH_SECRET) {
    logger.warn(
      'AUTH_SECRET is not set: the session secret is kept in DATA_DIR; every instance of this shop needs the same one',
    )
  }
  if (services.payments.disabled) logger.warn(paymentsOffWarning)
}

/** Serves the whole shop, or a worker's /healthz and /readyz alone; resolves once it listens. */
async function listen(config: Config, services: Services, role: ProcessRole): Promise<ServerType> {
  const app =
    role === 'worker'
      ? new Hono().route('/', opsRoutes(services))
      : await createApp(services, { serveWeb: config.SERVE_WEB_APP })
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
      services.logger.info(
        { port: info.port, database: services.database.kind, mail: services.mailer.kind },
        role === 'worker' ? 'job worker started' : 'shop started',
      )
      if (role !== 'worker' && !cluster.isWorker) {
        console.log(`\n  The shop is open at ${config.PUBLIC_URL ?? `http://localhost:${info.port}`}\n`)
      }
      resolve(server)
    })
    answerUnparsableRequests(server)
  })
}

/** How this process stops in order, once it has started; until then, a parent gone ends it at once. */
let stopInOrder: ((reason: string) => void) | undefined

/**
 * A child of the shop (a web process or the job worker) stops with it, even when the shop was killed and
 * even while the child is still starting: it would otherwise run on as a worker nobody stops.
 */
function stopWithParent() {
  // gone already, while this process was loading
  if (!process.connected) process.exit(0)
  process.once('disconnect', () => {
    const reason = 'the shop that started this process stopped'
    if (stopInOrder) stopInOrder(reason)
    else process.exit(0)
  })
}

/** Stops on SIGINT or SIGTERM, or when the shop that started this process has gone. */
function onStop(logger: Logger, delayMs: number, stop: () => Promise<void>) {
  let stopping = false
  const shutdown = async (reason: string) => {
    if (stopping) return
    stopping = true
    logger.info({ reason }, 'shutting down')
    setTimeout(() => {
      logger.error('shutting down took too long; exiting')
      process.exit(1)
    }, SHUTDOWN_DEADLINE_MS + delayMs).unref()
    try {
      await stop()
      process.exit(0)
    } catch (error) {
      logger.error({ err: error }, 'shutting down failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  stopInOrder = (reason) => void shutdown(reason)
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message)
  } else {
    console.error('The shop could not start:', error)
  }
  process.exit(1)
})
