import autocannon from 'autocannon'
import { classicRequest } from '@/domain/order-request.fixtures'
import { withBenchDatabase } from './support/bench-database'
import { startProcess } from './support/processes'

function load(url: string, body: string) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    // `[<id>]` in the body becomes a random id per request: each order has a recipient of its own
    idReplacement: true,
    connections: 50,
    duration: 10,
  })
}

/** create-payment (local provider, PostgreSQL) beside a Hono hello-world, autocannon 50 connections for 10 s each. */
export async function benchCreatePayment() {
  const hello = await startProcess(
    ['bench/support/hello-server.ts', '3390'],
    {},
    'http://127.0.0.1:3390/hello',
    {
      method: 'POST',
    },
  )
  const ceiling = await load('http://127.0.0.1:3390/hello', '{}')
  await hello.stop()

  return withBenchDatabase(async (databaseUrl) => {
    const shop = await startProcess(
      ['src/server/main.ts'],
      {
        PORT: '3391',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        // the local checkout, off on PostgreSQL unless said, is the one measured
        TEST_CHECKOUT: 'true',
        SERVE_WEB_APP: 'false',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
      },
      'http://127.0.0.1:3391/api/health',
    )
    try {
      // a recipient per order, as in a shop's day: one address would meet its weekly limit at the fourth
      const body = JSON.stringify({
        ...classicRequest({ delivery: 'immediate', recipientEmail: 'baron-[<id>]@example.com' }),
        totalPrice: 1,
      })
      await load('http://127.0.0.1:3391/api/payments', body).then(() => undefined) // warm-up, discarded
      const result = await load('http://127.0.0.1:3391/api/payments', body)
      return {
        ceilingRps: ceiling.requests.average,
        rps: result.requests.average,
        p99Ms: result.latency.p99,
        p50Ms: result.latency.p50,
        errors: result.errors + result.timeouts + result.non2xx,
        requests: result.requests.total,
      }
    } finally {
      await shop.stop()
    }
  })
}
