import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { withBenchDatabase } from './support/bench-database'
import { startProcess } from './support/processes'

const ORDERS = 1000

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run))
}

/**
 * Paid -> scroll email accepted by a local SMTP server, over 1,000 orders: from the first order's paid_at
 * to the last delivery's emailed_at (set once the SMTP server accepted the message).
 */
export async function benchFulfilmentThroughput() {
  let messages = 0
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      stream.on('end', () => {
        messages += 1
        callback()
      })
      stream.resume()
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  try {
    return await withBenchDatabase(async (databaseUrl) => {
      const base = 'http://127.0.0.1:3393'
      const shop = await startProcess(
        ['src/server/main.ts'],
        {
          PORT: '3393',
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          // orders are paid through the local checkout, off on PostgreSQL unless said
          TEST_CHECKOUT: 'true',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          SERVE_WEB_APP: 'false',
          SEED_DEMO_DATA: 'false',
          LOG_LEVEL: 'error',
          ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
        },
        `${base}/api/health`,
      )
      // node:http over kept-alive connections: the benchmark's own client should take as little of the
      // two cores the shop, its database and the mail server share as it can (fetch takes several times more)
      const agent = new http.Agent({ keepAlive: true, maxSockets: 25 })
      try {
        const post = (path: string, body: unknown) =>
          new Promise<{ url: string }>((resolve, reject) => {
            const payload = JSON.stringify(body)
            const request = http.request(
              `${base}${path}`,
              {
                method: 'POST',
                agent,
                headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
              },
              (response) => {
                const chunks: Buffer[] = []
                response.on('data', (chunk: Buffer) => chunks.push(chunk))
                response.on('end', () => {
                  if ((response.statusCode ?? 500) >= 300)
                    reject(new Error(`${path} answered ${response.statusCode}`))
                  else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { url: string })
                })
              },
            )
            request.on('error', reject)
            request.end(payload)
          })
        const sessions: string[] = []
        await inBatches(
          Array.from({ length: ORDERS }, (_, i) => i),
          25,
          async (i) => {
            const checkout = await post(
              '/api/payments',
              cursedRequest({ recipientEmail: `bench-${i}@example.test` }),
            )
            sessions.push(checkout.url.split('/').pop() as string)
          },
        )
        await inBatches(sessions, 25, async (id) => {
          await post(`/api/test-checkout/${id}/pay`, {})
        })
        // a delivery is marked emailed only once the SMTP server accepted it; the shop's own clock times it
        const db = new pg.Client({ connectionString: databaseUrl })
        await db.connect()
        try {
          const deadline = Date.now() + 10 * 60_000
          for (;;) {
            const { rows } = await db.query<{
              emailed: number
              seconds: number | null
              paying: number | null
            }>(`
              select count(d.emailed_at)::int as emailed,
                     extract(epoch from max(d.emailed_at) - min(o.paid_at))::float as seconds,
                     extract(epoch from max(o.paid_at) - min(o.paid_at))::float as paying
              from scroll_deliveries d join orders o on o.id = d.order_id`)
            const { emailed = 0, seconds = null, paying = null } = rows[0] ?? {}
            if (emailed >= ORDERS || Date.now() > deadline) {
              const elapsed = seconds ?? Number.NaN
              return {
                orders: ORDERS,
                accepted: emailed,
                messages,
                seconds: elapsed,
                ordersPerSecond: emailed / elapsed,
                // how long the 1,000 payments themselves took to arrive, first to last
                payingSeconds: paying ?? Number.NaN,
              }
            }
            await new Promise((resolve) => setTimeout(resolve, 500))
          }
        } finally {
          await db.end()
        }
      } finally {
        agent.destroy()
        await shop.stop()
      }
    })
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  }
}
