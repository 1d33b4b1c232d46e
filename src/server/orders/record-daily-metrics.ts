import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { ScrollType } from '@/domain/catalog-products'
import { dailyMetrics } from '../db/schema'

/** What an order's scroll_type holds: its scroll type, or `bundle` for a bundle of mixed types. */
export type OrderScrollType = ScrollType | 'bundle'

/** The daily_metrics column that counts each kind of paid order; every kind has one (decision 023). */
export const dailyCountKeys = {
  'light-rant': 'lightRantCount',
  'scroll-of-fury': 'scrollFuryCount',
  'epic-scroll-commission': 'epicCommissionCount',
  'eternal-scroll': 'eternalScrollCount',
  'love-me-scroll': 'loveMeScrollCount',
  bundle: 'mixedBundleCount',
} as const satisfies Record<OrderScrollType, keyof typeof dailyMetrics.$inferSelect>

const counted = Object.entries(dailyCountKeys).map(([type, key]) => ({
  type,
  name: sql.identifier(dailyMetrics[key].name),
}))

/**
 * Adds the orders of `paid` (a CTE of paid orders: total_price_cents, scroll_type) to the day `date`'s
 * totals (orders, revenue, a count per kind of order): the statement, for a CTE of its own.
 */
export function dailyMetricsUpsert(paid: SQLWrapper, date: string): SQL {
  const columns = sql.join(
    counted.map(({ name }) => name),
    sql`, `,
  )
  const counts = sql.join(
    counted.map(({ type }) => sql`count(*) filter (where scroll_type = ${type})::int`),
    sql`, `,
  )
  const added = sql.join(
    counted.map(({ name }) => sql`${name} = ${dailyMetrics}.${name} + excluded.${name}`),
    sql`, `,
  )
  return sql`insert into ${dailyMetrics} (date, total_orders, total_revenue_cents, ${columns})
    select ${date}, count(*)::int, sum(total_price_cents)::int, ${counts}
    from ${paid} having count(*) > 0
    on conflict (date) do update set
      total_orders = ${dailyMetrics}.total_orders + excluded.total_orders,
      total_revenue_cents = ${dailyMetrics}.total_revenue_cents + excluded.total_revenue_cents,
      ${added},
      updated_at = now()`
}
