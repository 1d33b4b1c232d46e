/**
 * `npm run seed -- --orders 1000000 --partners 1000 [--days 90] [--seed 1]`
 *
 * Fills the shop's database (DATABASE_URL, or the embedded one in DATA_DIR) with fake partners and
 * orders over the last days, with their payments, partner commissions and daily_metrics, for trying the
 * staff screens and measuring them at size. Migrations are applied first. It adds to what is there.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { seedShop } from './seed/seed-shop'
import { openShopDatabase, parseOptions, runCommand } from './support/command'

const usage = 'Usage: npm run seed -- --orders <count> --partners <count> [--days 90] [--seed 1]'

const count = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be at least 0`)
    .max(max, `${name} must be at most ${max}`)

const argsSchema = z.object({
  orders: count('--orders', 10_000_000),
  partners: count('--partners', 100_000),
  days: count('--days', 3650).min(1).default(90),
  seed: count('--seed', 2 ** 31).default(1),
})

async function main() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string' },
      partners: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
    },
  })
  const options = parseOptions(argsSchema, values, usage)
  const { config, database, where } = await openShopDatabase()
  console.log(
    `Seeding ${where}: ${options.partners.toLocaleString('en')} partners, ${options.orders.toLocaleString('en')} orders over ${options.days} days (days in ${config.SHOP_TZ})`,
  )
  let shown = -1
  try {
    const result = await seedShop(database.db, {
      ...options,
      timeZone: config.SHOP_TZ,
      onProgress({ step, done, total, elapsedMs }) {
        const tenth = Math.floor((done / Math.max(1, total)) * 10)
        if (step === 'orders' && tenth === shown) return
        if (step === 'orders') shown = tenth
        const seconds = (elapsedMs / 1000).toFixed(1)
        console.log(`  ${step}: ${done.toLocaleString('en')} of ${total.toLocaleString('en')} (${seconds} s)`)
      },
    })
    console.log(
      `Done in ${(result.ms / 1000).toFixed(1)} s: ${result.orders.toLocaleString('en')} orders, ${result.partners.toLocaleString('en')} partners in the shop, ${result.days} days of metrics.`,
    )
  } finally {
    await database.close()
  }
}

runCommand(main, 'The seed failed:')
