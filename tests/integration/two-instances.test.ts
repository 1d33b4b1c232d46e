import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { classicRequest } from '@/domain/order-request.fixtures'
import { type Database, openDatabase } from '@/server/db/database'
import { mailPerOrder, waitForCompleted } from './support/delivered-orders'
import { postJson } from './support/order-traffic'
import {
  jobWorkerRunning,
  type ShopProcess,
  startShopProcess,
  stopAllShopProcesses,
} from './support/shop-processes'
import { createTestDatabaseUrl } from './support/test-database'

// Several shop processes on one PostgreSQL database, as a deployment behind a load balancer runs them.
const server = await createTestDatabaseUrl('faults_two')
const basePort = 3420 + 4 * Math.floor(Math.random() * 5)
const admin = { email: 'warden@scrollsoffury.test', password: 'a-long-admin-password' }
const shared = {
  AUTH_SECRET: 'the-same-secret-for-every-instance-of-this-shop',
  FORM_RATE_LIMIT_PER_MINUTE: '3',
}
let database: Database | undefined

afterEach(async () => {
  await stopAllShopProcesses()
})
afterAll(async () => {
  await stopAllShopProcesses()
  await database?.close()
  await server.drop()
})

/** The test's own connection; opening it applies the migrations, so that the shops can start together. */
async function shopDatabase() {
  database ??= await openDatabase({ url: server.url, pgliteDir: 'memory://' })
  return database.db
}

/** Places an order on one shop and pays and verifies it on another; answers its id and recipient. */
async function placeAndPay(placeOn: ShopProcess, payOn: ShopProcess, recipient: string) {
  const created = await postJson(placeOn.url, '/api/payments', classicRequest({ recipientEmail: recipient }))
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const { url, orderId } = created.body as { url: string; orderId: string }
  const sessionId = url.split('/').pop() as string
  const paid = await postJson(payOn.url, `/api/test-checkout/${sessionId}/pay`, {})
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  const verified = await postJson(payOn.url, '/api/verify-payment', {
    session_id: sessionId,
    order_id: orderId,
  })
  expect(verified.body).toMatchObject({ success: true })
  return { orderId, recipient }
}

/** The .eml files a process's dev outbox wrote: the mail that process itself sent. */
async function outboxFiles(shop: ShopProcess) {
  return readdir(path.join(shop.dataDir, 'outbox')).then(
    (files) => files.filter((file) => file.endsWith('.eml')),
    () => [],
  )
}

describe.runIf(server.url)('two instances on one PostgreSQL', () => {
  it('share checkouts, fulfilment, sessions and rate limits', async () => {
    const db = await shopDatabase()
    // the admin is made by A's start (ADMIN_EMAIL), and signs in on A only
    const [a, b] = await Promise.all([
      startShopProcess({
        port: basePort,
        databaseUrl: server.url,
        env: { ...shared, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      }),
      startShopProcess({ port: basePort + 1, databaseUrl: server.url, env: shared }),
    ])
    await Promise.all([a, b].map(jobWorkerRunning))

    // a checkout opened on one is paid and verified on the other, both ways
    const orders = []
    for (let i = 0; i < 4; i += 1) {
      orders.push(await placeAndPay(i % 2 ? b : a, i % 2 ? a : b, `two-${i}@example.test`))
    }
    // both run fulfilment jobs; each order is fulfilled and mailed once between them
    await waitForCompleted(
      db,
      orders.map((order) => order.orderId),
      40_000,
    )
    const { perOrder } = await mailPerOrder(db, orders)
    expect(perOrder.filter((order) => order.scrolls !== 1 || order.receipts !== 1)).toEqual([])

    // a session made on A is good on B: both read it from the database and sign with the same secret
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify(admin),
    })
    expect(signIn.status, await signIn.clone().text()).toBe(200)
    const cookie = signIn.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ')
    const me = await fetch(`${b.url}/api/staff/me`, { headers: { cookie } })
    expect(me.status, await me.clone().text()).toBe(200)
    expect(await me.json()).toMatchObject({ email: admin.email })

    // one client's form limit (3 a minute) counts across both: the 4th message, wherever it lands, is refused
    const message = (i: number) => ({ name: 'Tam Lin', email: 'tam@example.test', message: `Message ${i}` })
    const answers = []
    for (const [i, shop] of [a, a, b, b].entries()) {
      answers.push(await postJson(shop.url, '/api/contact-messages', message(i)))
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429])
    expect(answers[3]?.body?.error?.code).toBe('rate_limited')
    expect(Number(answers[3]?.retryAfter)).toBeGreaterThan(0)
  }, 90_000)

  it('with SHOP_ROLE=web on two ports and a worker on a third, the worker mails every order once', async () => {
    const db = await shopDatabase()
    const web = { ...shared, SHOP_ROLE: 'web' }
    const [webA, webB, worker] = await Promise.all([
      startShopProcess({ port: basePort + 2, databaseUrl: server.url, env: web }),
      startShopProcess({ port: basePort + 3, databaseUrl: server.url, env: web }),
      startShopProcess({
        port: basePort + 4,
        databaseUrl: server.url,
        env: { ...shared, SHOP_ROLE: 'worker' },
        healthPath: '/healthz',
      }),
    ])
    await jobWorkerRunning(worker)

    const orders = []
    for (let i = 0; i < 6; i += 1) {
      const on = i % 2 ? webB : webA
      orders.push(await placeAndPay(on, on, `roles-${i}@example.test`))
    }
    await waitForCompleted(
      db,
      orders.map((order) => order.orderId),
      40_000,
    )
    const { perOrder } = await mailPerOrder(db, orders)
    expect(perOrder.filter((order) => order.scrolls !== 1 || order.receipts !== 1)).toEqual([])
    // the webs ran no job: every message was written by the worker's outbox, none by theirs
    expect(await outboxFiles(webA)).toEqual([])
    expect(await outboxFiles(webB)).toEqual([])
    expect((await outboxFiles(worker)).length).toBeGreaterThanOrEqual(2 * orders.length)
  }, 90_000)

  it('with WEB_PROCESSES=2, a scrape reaching either web process counts the requests both answered', async () => {
    const token = 'scraper-token-of-the-cluster-0123'
    const shop = await startShopProcess({
      port: basePort + 2,
      databaseUrl: server.url,
      env: { ...shared, SHOP_ROLE: 'web', WEB_PROCESSES: '2', METRICS_TOKEN: token },
    })
    // each request on a connection of its own, which the cluster hands to its processes in turn
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${shop.url}${path}`, { headers: { connection: 'close', ...headers } })
    const requests = 40
    for (let i = 0; i < requests; i += 1) expect((await get('/healthz')).status).toBe(200)
    const counted = async () => {
      const response = await get('/metrics', { authorization: `Bearer ${token}` })
      expect(response.status, await response.clone().text()).toBe(200)
      const text = await response.text()
      const line = text
        .split('\n')
        .find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/healthz"'))
      // the business figures are read once, not once per process
      expect(text.match(/^# TYPE shop_orders gauge$/gm)).toHaveLength(1)
      return Number(line?.split(' ').pop())
    }
    // whichever process takes each scrape, it reports the requests of both
    for (let scrape = 0; scrape < 4; scrape += 1) expect(await counted()).toBe(requests)
  }, 60_000)
})
