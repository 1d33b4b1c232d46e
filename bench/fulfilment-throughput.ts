import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { cursedRequest } from '@/domain/order-request.fixtures'
import { withBenchDatabase } from './support/bench-database'
import { startProcess } from './support/processes'

const ORDERS = 1000

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run))
}

/**
 * Paid -> scroll email accepted by a local SMTP server, over 1,000 orders: the clock starts when the first
 * order is paid and stops when the last scroll has been accepted.
 */
export async function benchFulfilmentThroughput() {
  let accepted = 0
  let lastAcceptedAt = 0
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let head = ''
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1')
      })
      stream.on('end', () => {
        if (/^Message-ID: <scroll-/im.test(head)) {
          accepted += 1
          lastAcceptedAt = performance.now()
        }
        callback()
      })
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
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          SERVE_WEB_APP: 'false',
          SEED_DEMO_DATA: 'false',
          LOG_LEVEL: 'error',
          ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
        },
        `${base}/api/health`,
      )
      try {
        const post = async (path: string, body: unknown) => {
          const response = await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
          if (!response.ok) throw new Error(`${path} answered ${response.status}`)
          return (await response.json()) as { url: string }
        }
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
        const started = performance.now()
        await inBatches(sessions, 25, async (id) => {
          await post(`/api/test-checkout/${id}/pay`, {})
        })
        const deadline = started + 15 * 60_000
        while (accepted < ORDERS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 200))
        const seconds = (lastAcceptedAt - started) / 1000
        return { orders: ORDERS, accepted, seconds, ordersPerSecond: accepted / seconds }
      } finally {
        await shop.stop()
      }
    })
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  }
}
