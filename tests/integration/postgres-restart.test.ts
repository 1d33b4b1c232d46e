import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '@/server/db/database'
import { mailPerOrder, waitForCompleted } from './support/delivered-orders'
import { type Answer, isSuccess, isUnclean, startOrderTraffic } from './support/order-traffic'
import {
  jobWorkerRunning,
  type ShopProcess,
  startShopProcess,
  stopAllShopProcesses,
} from './support/shop-processes'
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy'
import { createTestDatabaseUrl } from './support/test-database'

// A restart of PostgreSQL under traffic, faked by a proxy between the shop and the shared server (which
// the tests must never stop): every connection dropped, new ones refused for a few seconds, then back.
const server = await createTestDatabaseUrl('faults_restart')
const port = 3400 + Math.floor(Math.random() * 10)
const outageMs = 3_000
// the longest any answer may take: the pool gives up on a connection after 5 s, a batch may wait for one
const answerBoundMs = 15_000
let proxy: TcpProxy | undefined
let shop: ShopProcess | undefined
let database: Database | undefined

beforeAll(async () => {
  if (!server.url) return
  const real = new URL(server.url)
  proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) })
  shop = await startShopProcess({ port, databaseUrl: proxy.proxiedUrl(server.url) })
  await jobWorkerRunning(shop)
  database = await openDatabase({ url: server.url, pgliteDir: 'memory://' })
})
afterAll(async () => {
  await stopAllShopProcesses()
  await proxy?.close()
  await database?.close()
  await server.drop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const describeAnswer = (answer: Answer) =>
  `${answer.path} -> ${answer.status ?? answer.error} ${JSON.stringify(answer.body)} in ${answer.ms} ms`

describe.runIf(server.url)('PostgreSQL restarts under traffic', () => {
  it('answers 503 while it is away, recovers by itself, and loses no order or message', async () => {
    const base = (shop as ShopProcess).url
    const traffic = startOrderTraffic({ baseFor: () => base, customers: 3, label: 'restart', pauseMs: 300 })
    await sleep(2_000)
    const wentDown = Date.now()
    await proxy?.goDown()
    await sleep(outageMs)
    await proxy?.comeBack()
    const cameBack = Date.now()
    // traffic goes on until the shop, never restarted, has taken and confirmed a payment again; its order's
    // fulfilment below shows the job queue came back too
    const deadline = cameBack + 30_000
    const paidAgain = (a: Answer) => a.sentAt > cameBack && a.path.endsWith('/pay') && a.status === 200
    while (!traffic.traffic.answers.some(paidAgain)) {
      if (Date.now() > deadline)
        throw new Error(`no order taken after the database came back\n${shop?.output()}`)
      await sleep(200)
    }
    await sleep(1_500)
    const { answers, placed, paid } = await traffic.stop()

    const unclean = answers.filter(isUnclean)
    expect(unclean.map(describeAnswer), shop?.output()).toEqual([])
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(answerBoundMs)
    // the outage was seen: requests in flight or sent while it lasted were answered 503
    const duringOutage = answers.filter((a) => a.sentAt + a.ms >= wentDown && a.sentAt <= cameBack)
    expect(duringOutage.some((a) => a.status === 503)).toBe(true)
    expect(answers.filter((a) => a.sentAt > cameBack).some(isSuccess)).toBe(true)

    const db = (database as Database).db
    // every checkout the shop answered 201 is an order
    const rows = await db.query.orders.findMany({ columns: { id: true, paymentStatus: true } })
    const stored = new Map(rows.map((row) => [row.id, row.paymentStatus]))
    expect(placed.filter((order) => !stored.has(order.orderId))).toEqual([])
    // every order paid (those confirmed, and any whose confirmation was lost with its connection) is
    // fulfilled and mailed once: its scroll to its recipient, its receipt to the customer, one Message-ID each
    expect(paid.filter((order) => stored.get(order.orderId) !== 'paid')).toEqual([])
    const paidIds = new Set(
      placed.filter((order) => stored.get(order.orderId) === 'paid').map((o) => o.orderId),
    )
    await waitForCompleted(db, [...paidIds], 45_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${shop?.output()}`)
    })
    const { perOrder, rawDuplicates } = await mailPerOrder(db, placed)
    const wrong = perOrder.filter((order) => {
      const expected = paidIds.has(order.orderId) ? 1 : 0
      return order.scrolls !== expected || order.receipts !== expected
    })
    expect(wrong).toEqual([])
    expect(paid.length).toBeGreaterThan(0)
    console.log(
      `postgres restart: ${answers.length} requests, ${answers.filter((a) => a.status === 503).length} answered 503, ` +
        `${placed.length} orders placed, ${paid.length} paid and mailed once, ${rawDuplicates} raw duplicate send(s)`,
    )
  }, 90_000)
})
