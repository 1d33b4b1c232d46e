import { rm } from 'node:fs/promises'
import path from 'node:path'
import { startProcess } from './processes'

export type ShopRole = 'all' | 'web' | 'worker'

/**
 * The shop's API alone (no web app) on a PostgreSQL database, in a process of its own, in one
 * `SHOP_ROLE`, with the order limit lifted, its mail to `smtpUrl` (or, without one, to the dev outbox, as the
 * shop runs by default) and its files in a data folder of its own under .tmp, removed when it stops.
 */
export async function startApiShop(options: {
  port: number
  databaseUrl: string
  role: ShopRole
  smtpUrl?: string
  env?: Record<string, string>
}) {
  const dataDir = path.resolve(import.meta.dirname, `../../.tmp/bench-api-shop-${options.port}`)
  await rm(dataDir, { recursive: true, force: true })
  const url = `http://127.0.0.1:${options.port}`
  const shop = await startProcess(
    ['src/server/main.ts'],
    {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      // orders are paid through the local checkout, off on PostgreSQL unless said
      TEST_CHECKOUT: 'true',
      DATA_DIR: dataDir,
      SHOP_ROLE: options.role,
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      SERVE_WEB_APP: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
      ...options.env,
    },
    `${url}/api/health`,
  )
  return {
    url,
    pid: shop.child.pid as number,
    async stop() {
      await shop.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
