import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '@/server/db/database'
import { startShopProcess, stopAllShopProcesses } from './support/shop-processes'
import { createTestDatabaseUrl } from './support/test-database'

// A load balancer that polls /readyz sees an instance stopping only at its next look; SHUTDOWN_DELAY_SECONDS
// keeps the instance serving until then, so no customer's request meets a closed port.
const server = await createTestDatabaseUrl('shutdown_delay')
// ports of its own, apart from the other multi-process tests (3400 to 3489)
const port = 3500 + Math.floor(Math.random() * 20)

afterAll(async () => {
  await stopAllShopProcesses()
  await server.drop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('answers 503 on /readyz and goes on serving customers for SHUTDOWN_DELAY_SECONDS, then stops', async () => {
  if (server.url) await (await openDatabase({ url: server.url, pgliteDir: 'memory://' })).close()
  const shop = await startShopProcess({ port, databaseUrl: server.url, env: { SHUTDOWN_DELAY_SECONDS: '2' } })
  const signalled = Date.now()
  const exited = shop.stop('SIGTERM')

  let readiness = await fetch(`${shop.url}/readyz`)
  while (readiness.status === 200 && Date.now() - signalled < 1_000) {
    await sleep(20)
    readiness = await fetch(`${shop.url}/readyz`)
  }
  expect(readiness.status).toBe(503)
  expect(await readiness.json()).toMatchObject({ shuttingDown: true })
  // told to stop, and still answering a customer from the database, on a new connection
  const earlyBird = await fetch(`${shop.url}/api/early-bird`, { headers: { connection: 'close' } })
  expect(earlyBird.status).toBe(200)
  expect(Date.now() - signalled).toBeLessThan(2_000)

  expect(await exited).toBe(0)
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000)
  expect(shop.output()).toContain('serving on while the load balancer takes this instance out')
  await expect(fetch(`${shop.url}/healthz`)).rejects.toThrow()
}, 60_000)
