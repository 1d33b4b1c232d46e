import { existsSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ensureAdmin } from './auth/ensure-admin'
import { createLogger, startServices, stopServices } from './bootstrap'
import { ConfigError, loadConfig } from './config'
import { DatabaseInUseError } from './db/embedded-lock'
import { checkNarrator } from './fulfilment/narration/narrate-scroll'

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const logger = createLogger(config)
  const services = await startServices(config, logger)
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
  if (config.DATABASE_URL && !config.AUTH_SECRET) {
    logger.warn(
      'AUTH_SECRET is not set: the session secret is kept in DATA_DIR; every instance of this shop needs the same one',
    )
  }
  const app = await createApp(services, { serveWeb: config.SERVE_WEB_APP })

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const url = config.PUBLIC_URL ?? `http://localhost:${info.port}`
    logger.info(
      { port: info.port, database: services.database.kind, mail: services.mailer.kind },
      'shop started',
    )
    console.log(`\n  The shop is open at ${url}\n`)
    // once the shop answers, so that its start is not slowed by the renderer's
    services.renderer.warm()
    // said at once, not half an hour later when a paid narration has run out of retries
    void checkNarrator().then((check) => {
      if (check.ok) logger.info('the narrator is ready')
      else logger.error({ reason: check.reason }, 'the narrator cannot run: narrations will fail')
    })
  })

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    // stop taking requests, let the ones in flight finish, then close jobs and the database
    server.close()
    await stopServices(services)
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message)
  } else {
    console.error('The shop could not start:', error)
  }
  process.exit(1)
})
