import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classicRequest } from '@/domain/order-request.fixtures'
import { type Database, openDatabase } from '@/server/db/database'
import { mailPerOrder, waitForCompleted } from './support/delivered-orders'
import { type Answer, isUnclean, postJson, postSlowly, startOrderTraffic } from './support/order-traffic'
import {
  jobWorkerRunning,
  type ShopProcess,
  startShopProcess,
  stopAllShopProcesses,
} from './support/shop-processes'
import { createTestDatabaseUrl } from './support/test-database'

// Two shops on one PostgreSQL database; the first is sent SIGTERM while customers are placing and paying
// orders on it, as a deploy or a scale-down does.
const server = await createTestDatabaseUrl('faults_shutdown')
const ports = [3410, 3411].map((port) => port + 2 * Math.floor(Math.random() * 4))
// a request sent this long before the signal has surely reached the shop before it stops listening
const signalSlackMs = 25
let shopA: ShopProcess | undefined
let shopB: ShopProcess | undefined
let database: Database | undefined

beforeAll(async () => {
  if (!server.url) return
  // opening the test's connection applies the migrations, so that both shops can start together
  database = await openDatabase({ url: server.url, pgliteDir: 'memory://' })
  ;[shopA, shopB] = await Promise.all(
    ports.map((port) => startShopProcess({ port, databaseUrl: server.url })),
  )
  await Promise.all([shopA, shopB].map((shop) => jobWorkerRunning(shop as ShopProcess)))
})
afterAll(async () => {
  await stopAllShopProcesses()
  await database?.close()
  await server.drop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const describeAnswer = (answer: Answer) =>
  `${answer.base}${answer.path} -> ${answer.status ?? answer.error} ${JSON.stringify(answer.body)} sent ${answer.sentAt}`

describe.runIf(server.url)('SIGTERM during traffic', () => {
  it('answers every request the stopping shop took, and the other shop finishes its orders, each mailed once', async () => {
    const a = shopA as ShopProcess
    const b = shopB as ShopProcess
    let signalledAt = Number.POSITIVE_INFINITY
    // customers reach A until it is signalled, then B, as behind a load balancer that has taken A out
    const traffic = startOrderTraffic({
      baseFor: () => (Date.now() < signalledAt ? a.url : b.url),
      customers: 6,
      label: 'shutdown',
      pauseMs: 150,
    })
    await sleep(1_500)
    // customers on slow connections: their checkouts are still arriving for seconds after the signal
    const slow = Array.from({ length: 3 }, (_, i) =>
      postSlowly(
        a.url,
        '/api/payments',
        classicRequest({ recipientEmail: `shutdown-slow-${i}@example.test` }),
        7_000,
      ),
    )
    await sleep(500)
    signalledAt = Date.now()
    const stopping = a.stop('SIGTERM')
    const exitCode = await Promise.race([stopping, sleep(30_000).then(() => 'still running')])
    const stoppedAt = Date.now()
    await sleep(500)
    const { answers, placed, paid } = await traffic.stop()
    const slowAnswers = await Promise.all(slow)
    expect(
      slowAnswers.map(describeAnswer).filter((answer) => !answer.includes(' -> 201 ')),
      a.output(),
    ).toEqual([])
    // they pay on B, the shop still running
    for (const [i, answer] of slowAnswers.entries()) {
      const { url, orderId } = answer.body as { url: string; orderId: string }
      const recipient = `shutdown-slow-${i}@example.test`
      placed.push({ orderId, recipient })
      const pay = await postJson(b.url, `/api/test-checkout/${url.split('/').pop()}/pay`, {})
      expect(pay.status).toBe(200)
      paid.push({ orderId, recipient })
    }

    expect(exitCode, a.output()).toBe(0)
    expect(stoppedAt - signalledAt).toBeLessThan(25_000)
    const toA = answers.filter((answer) => answer.base === a.url)
    const sentBeforeSignal = toA.filter((answer) => answer.sentAt < signalledAt - signalSlackMs)
    // every request A had taken was answered whole, never cut off or failed by the shutdown
    expect(
      sentBeforeSignal
        .filter((answer) => answer.error !== undefined || isUnclean(answer))
        .map(describeAnswer),
      a.output(),
    ).toEqual([])
    // and nothing either shop answered was a failure of its own
    expect(
      answers.filter((answer) => answer.status !== undefined && isUnclean(answer)).map(describeAnswer),
    ).toEqual([])

    // every order paid, on A or on B, is fulfilled, by A before it stopped or by B, and mailed once
    const db = (database as Database).db
    const rows = await db.query.orders.findMany({ columns: { id: true, paymentStatus: true } })
    const stored = new Map(rows.map((row) => [row.id, row.paymentStatus]))
    expect(placed.filter((order) => !stored.has(order.orderId))).toEqual([])
    expect(paid.filter((order) => stored.get(order.orderId) !== 'paid')).toEqual([])
    const paidIds = new Set(
      placed.filter((order) => stored.get(order.orderId) === 'paid').map((o) => o.orderId),
    )
    await waitForCompleted(db, [...paidIds], 40_000)
    const { perOrder, rawDuplicates } = await mailPerOrder(db, placed)
    const wrong = perOrder.filter((order) => {
      const expected = paidIds.has(order.orderId) ? 1 : 0
      return order.scrolls !== expected || order.receipts !== expected
    })
    expect(wrong).toEqual([])
    console.log(
      `graceful shutdown: ${toA.length} requests to A (${sentBeforeSignal.length} before the signal), ` +
        `stopped in ${stoppedAt - signalledAt} ms; ${paidIds.size} orders paid and mailed once, ` +
        `${rawDuplicates} raw duplicate send(s)`,
    )
  }, 90_000)
})
