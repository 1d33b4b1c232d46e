import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { openDatabase } from '@/server/db/database'
import { orders, outboxMessages, scrollDeliveries } from '@/server/db/schema'
import { createTestDatabaseUrl } from './support/test-database'

// The shop as its own process, on its own embedded database, so it can be killed mid-work like a real crash.
const port = 3460 + Math.floor(Math.random() * 30)
const base = `http://127.0.0.1:${port}`
let dataDir = ''
let child: ChildProcess | undefined
let database: Awaited<ReturnType<typeof createTestDatabaseUrl>> | undefined

async function startShop() {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB_APP: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      ORDER_RATE_LIMIT_PER_MINUTE: '1000',
      TEST_CHECKOUT: 'true',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the shop did not start')
}

function kill(signal: NodeJS.Signals) {
  const running = child
  if (!running || running.exitCode !== null) return Promise.resolve()
  return new Promise<void>((resolve) => {
    running.once('exit', () => resolve())
    running.kill(signal)
  })
}

async function post(url: string, body: unknown) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json() as Promise<Record<string, string>>
}

afterAll(async () => {
  await kill('SIGKILL')
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  await database?.drop()
})

describe('a crash during fulfilment', () => {
  it('loses nothing: every order completes and each recipient gets one message', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-crash-'))
    // the embedded database by default, a PostgreSQL database when TEST_DATABASE_URL names a server
    database = await createTestDatabaseUrl()
    await startShop()
    const orderIds: string[] = []
    for (let i = 0; i < 20; i += 1) {
      const checkout = await post(
        '/api/payments',
        cursedRequest({ recipientEmail: `target-${i}@example.test` }),
      )
      const sessionId = (checkout.url as string).split('/').pop()
      await post(`/api/test-checkout/${sessionId}/pay`, {})
      orderIds.push(checkout.orderId as string)
    }
    // kill -9 at random moments while the scrolls are being written, sealed and sent, then start again
    for (let crash = 0; crash < 3; crash += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1500))
      await kill('SIGKILL')
      await startShop()
    }
    // watched one order at a time, the next once this one completes: a client asking for all twenty every
    // half second keeps the web busy enough that the job worker beside it waits its turn (decision 044)
    const deadline = Date.now() + 150_000
    const waiting = [...orderIds]
    while (waiting.length > 0) {
      const order = (await fetch(`${base}/api/orders/${waiting[0]}`).then((r) => r.json())) as {
        status: string
      }
      if (order.status === 'completed') {
        waiting.shift()
        continue
      }
      if (Date.now() > deadline)
        throw new Error(`${waiting.length} orders not completed, the first ${order.status}`)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    await kill('SIGTERM')

    const shopDb = await openDatabase({ url: database.url, pgliteDir: path.join(dataDir, 'db') })
    try {
      const done = await shopDb.db.select().from(orders)
      expect(done.filter((o) => o.status === 'completed')).toHaveLength(20)
      const deliveries = await shopDb.db.select().from(scrollDeliveries)
      expect(deliveries.every((d) => d.emailedAt !== null)).toBe(true)
      const outbox = await shopDb.db.select().from(outboxMessages)
      for (let i = 0; i < 20; i += 1) {
        const messages = outbox.filter((m) => m.to === `target-${i}@example.test`)
        expect(messages, `target-${i}`).toHaveLength(1)
      }
      const rawDuplicates = outbox.reduce((sum, m) => sum + m.sendCount - 1, 0)
      console.log(
        `crash test: 3 kills, 20 orders completed, ${outbox.length} distinct messages, ${rawDuplicates} raw duplicate send(s) dropped by Message-ID`,
      )
    } finally {
      await shopDb.close()
    }
  }, 240_000)
})
