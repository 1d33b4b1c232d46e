import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { OpenAPIHono } from '@hono/zod-openapi'
import pino from 'pino'
import { createApp } from '@/server/app'
import { startServices, stopServices } from '@/server/bootstrap'
import { type Config, loadConfig } from '@/server/config'
import { openDatabase } from '@/server/db/database'
import type { AppEnv } from '@/server/http/request-logger'
import type { Services } from '@/server/services'
import { createTestDatabaseUrl } from './test-database'

export type TestShop = {
  services: Services
  app: OpenAPIHono<AppEnv>
  config: Config
  /** sends a JSON request to the app in-process */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>
  stop(): Promise<void>
}

// a minimal page shell stands in for the built web app; the browser tests use the real build
const pageShell =
  '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>'

/**
 * The embedded database every test shop starts as: migrated once for the worker, then copied, which
 * takes a third of the time of an empty database made and migrated for each shop.
 */
let migratedPglite: Promise<Blob> | undefined
function migratedPgliteCopy(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' })
    try {
      return await (database.pglite as PGlite).dumpDataDir('none')
    } finally {
      await database.close()
    }
  })()
  return migratedPglite
}

/** One shop per test file: its own database, data folder, outbox and job workers. */
export async function startTestShop(env: Record<string, string> = {}): Promise<TestShop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'))
  const webDir = path.join(dataDir, 'web')
  await mkdir(webDir, { recursive: true })
  await writeFile(path.join(webDir, 'index.html'), pageShell)
  const database = await createTestDatabaseUrl()
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // the local checkout takes the tests' payments on PostgreSQL too, where it is off unless said
    TEST_CHECKOUT: 'true',
    // the fixtures send every order to one recipient; the weekly limit is tested with its own setting
    RECIPIENT_WEEKLY_LIMIT: '1000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  })
  const config: Config = {
    ...loaded,
    webDistDir: webDir,
    ...(database.url ? {} : { pgliteDir: 'memory://', pgliteStartingCopy: await migratedPgliteCopy() }),
  }
  const services = await startServices(config, pino({ level: env.LOG_LEVEL ?? 'silent' }))
  const app = await createApp(services, { serveWeb: true })
  return {
    services,
    app,
    config,
    post: async (url, body, headers = {}) =>
      app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async stop() {
      await stopServices(services)
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Polls until the check returns a value, for work a background job finishes. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
