import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { dailyMetrics } from '../db/schema'

/**
 * Adds the orders of `paid` (a CTE of paid orders: total_price_cents, scroll_type) to the day `date`'s
 * totals (orders, revenue, the three counted scroll types): the statement, for a CTE of its own.
 */
export function dailyMetricsUpsert(paid: SQLWrapper, date: string): SQL {
  const counted = (type: string) => sql`count(*) filter (where scroll_type = ${type})::int`
  return sql`insert into ${dailyMetrics} (date, total_orders, total_revenue_cents, light_rant_count,
      scroll_fury_count, epic_commission_count)
    select ${date}, count(*)::int, sum(total_price_cents)::int, ${counted('light-rant')},
      ${counted('scroll-of-fury')}, ${counted('epic-scroll-commission')}
    from ${paid} having count(*) > 0
    on conflict (date) do update set
      total_orders = ${dailyMetrics}.total_orders + excluded.total_orders,
      total_revenue_cents = ${dailyMetrics}.total_revenue_cents + excluded.total_revenue_cents,
      light_rant_count = ${dailyMetrics}.light_rant_count + excluded.light_rant_count,
      scroll_fury_count = ${dailyMetrics}.scroll_fury_count + excluded.scroll_fury_count,
      epic_commission_count = ${dailyMetrics}.epic_commission_count + excluded.epic_commission_count,
      updated_at = now()`
}
