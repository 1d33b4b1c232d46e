/**
 * The load test: 200 customers placing and paying orders back to back for 60 s against the shop on
 * PostgreSQL (`SHOP_ROLE=all`, mail to a local SMTP server that counts each Message-ID it receives). Then,
 * once fulfilment has drained: every checkout answered is an order row, every paid order is completed,
 * and every scroll and receipt reached the mail server exactly once. Goals: 0 errors, nothing lost,
 * nothing sent twice. `npx tsx bench/load-test.ts [--seconds 60] [--clients 200] [--drain-seconds 300]`
 * prints the figures on its own.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import type { BenchReport } from './report'
import { startApiShop } from './support/api-shop'
import { withBenchDatabase } from './support/bench-database'
import { watchFulfilment } from './support/fulfilment-backlog'
import { closedLoop, createOrderFlow } from './support/order-flow'
import { startSmtpSink } from './support/smtp-sink'

export type LoadTestOptions = { seconds: number; clients: number; drainSeconds: number; port: number }
export const loadTestDefaults: LoadTestOptions = {
  seconds: 60,
  clients: 200,
  drainSeconds: 300,
  port: Number(process.env.BENCH_LOAD_TEST_PORT ?? 3452),
}

export type LoadTestRun = Awaited<ReturnType<typeof benchLoadTest>>

/** What the database and the mail server hold against what the clients were answered. */
async function checkExactlyOnce(
  databaseUrl: string,
  answeredOrderIds: string[],
  received: Map<string, number>,
) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows: orderRows } = await db.query<{ id: string; status: string; receipt: string | null }>(
      `select id, status, payment_status as "paymentStatus", receipt_message_id as receipt from orders`,
    )
    const { rows: deliveries } = await db.query<{ orderId: string; messageId: string }>(
      `select order_id as "orderId", message_id as "messageId" from scroll_deliveries`,
    )
    const stored = new Set(orderRows.map((row) => row.id))
    const answeredMissing = answeredOrderIds.filter((id) => !stored.has(id)).length
    const paid = orderRows.filter((row) => row.status !== 'pending_payment' && row.status !== 'cancelled')
    const notCompleted = paid.filter((row) => row.status !== 'completed').length
    // every message the shop owes: each delivery's scroll and each paid order's receipt, exactly once
    const owed = [
      ...deliveries.map((d) => d.messageId),
      ...paid.map((row) => row.receipt ?? `(no receipt: ${row.id})`),
    ]
    let missing = 0
    let twice = 0
    for (const id of owed) {
      const count = received.get(id) ?? 0
      if (count === 0) missing += 1
      if (count > 1) twice += 1
    }
    const owedSet = new Set(owed)
    const unexpected = [...received.keys()].filter((id) => !owedSet.has(id)).length
    const { rows: retried } = await db.query<{ n: number }>(
      `select count(*)::int as n from sent_emails where attempts > 1 or status <> 'sent'`,
    )
    return {
      orderRows: orderRows.length,
      answeredMissing,
      paidOrders: paid.length,
      notCompleted,
      owedMessages: owed.length,
      missing,
      twice,
      unexpected,
      sentEmailsRetriedOrFailed: retried[0]?.n ?? 0,
    }
  } finally {
    await db.end()
  }
}

export async function benchLoadTest(options: Partial<LoadTestOptions> = {}) {
  const settings = { ...loadTestDefaults, ...options }
  const smtp = await startSmtpSink()
  try {
    return await withBenchDatabase(async (databaseUrl) => {
      const shop = await startApiShop({ port: settings.port, databaseUrl, role: 'all', smtpUrl: smtp.url })
      const flow = createOrderFlow(shop.url, { maxSockets: settings.clients })
      const watch = await watchFulfilment(databaseUrl)
      try {
        const startedAt = new Date()
        const { results, ...load } = await closedLoop(flow, {
          clients: settings.clients,
          seconds: settings.seconds,
          firstIndex: 0,
        })
        const drain = await watch.drain(Date.now(), settings.drainSeconds)
        const peak = await watch.peakSince(startedAt)
        // a create-payment answered 201 gave an order id, whatever happened to the flow after it
        const answered = results.flatMap((r) => (r.orderId ? [r.orderId] : []))
        const check = await checkExactlyOnce(databaseUrl, answered, smtp.received)
        return { ...load, clients: settings.clients, checkoutsAnswered: answered.length, drain, peak, check }
      } finally {
        flow.close()
        await watch.close()
        await shop.stop()
      }
    })
  } finally {
    await smtp.close()
  }
}

const section = 'Load test: 200 customers buying back to back (PostgreSQL, SHOP_ROLE=all)'

/** The figures as `npm run bench` prints them, and into the report. */
export function printLoadTest(run: LoadTestRun, report?: BenchReport) {
  const figure = (label: string, value: string, against = '', ok?: boolean) => {
    const goal = ok === undefined ? '' : ` (goal ${against}: ${ok ? 'ok' : 'MISSED'})`
    console.log(`  ${label}: ${value}${goal}`)
    report?.add(section, label, value, against, ok)
  }
  const { check, drain } = run
  figure(
    `throughput, ${run.clients} clients for ${run.seconds.toFixed(0)} s`,
    `${run.ordersPerSec.toFixed(1)} orders/s`,
  )
  figure('p50 / p99 of a purchase', `${run.p50Ms.toFixed(0)} ms / ${run.p99Ms.toFixed(0)} ms`)
  figure('errors', `${run.errors} of ${run.flows} purchases`, '0', run.errors === 0)
  for (const [reason, count] of run.reasons) console.log(`    ${count} x ${reason}`)
  figure(
    'checkouts answered against order rows',
    `${run.checkoutsAnswered} answered, ${check.orderRows} rows, ${check.answeredMissing} answered without a row`,
    'every answered checkout a row',
    check.answeredMissing === 0 && check.orderRows === run.checkoutsAnswered,
  )
  figure(
    'fulfilment drained',
    `${drain.drained ? `in ${(drain.ms / 1000).toFixed(1)} s after the load` : `NOT drained, ${drain.left} left`}; peak ${run.peak.unfulfilled} paid orders not completed`,
    'drained',
    drain.drained,
  )
  figure(
    'paid orders completed',
    `${check.paidOrders - check.notCompleted} of ${check.paidOrders} (${drain.failed} failed)`,
    'all',
    check.notCompleted === 0 && check.paidOrders === run.ok,
  )
  figure(
    'scrolls and receipts received by the mail server',
    `${check.owedMessages} owed: ${check.missing} missing, ${check.twice} received twice or more, ${check.unexpected} not owed`,
    'each exactly once',
    check.missing === 0 && check.twice === 0 && check.unexpected === 0,
  )
  figure('mail log rows retried or failed', String(check.sentEmailsRetriedOrFailed))
}

// `npx tsx bench/load-test.ts`: these figures alone (shorter with --seconds 5)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string' },
      clients: { type: 'string' },
      'drain-seconds': { type: 'string' },
      port: { type: 'string' },
    },
  })
  const run = await benchLoadTest({
    ...(values.seconds && { seconds: Number(values.seconds) }),
    ...(values.clients && { clients: Number(values.clients) }),
    ...(values['drain-seconds'] && { drainSeconds: Number(values['drain-seconds']) }),
    ...(values.port && { port: Number(values.port) }),
  })
  console.log(`== load test: ${run.clients} clients placing and paying orders`)
  printLoadTest(run)
}
