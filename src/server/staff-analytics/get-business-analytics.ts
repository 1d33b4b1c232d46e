import { between } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { dailyMetrics } from '../db/schema'
import { analyticsWindow } from './analytics-window'
import { countPeriodOrders } from './count-period-orders'
import { type BusinessAnalytics, summariseBusiness } from './summarise-business'

/**
 * The Business Analytics screen. Orders, revenue and their days come from the daily_metrics rollup (one
 * row per day, kept when an order is paid or refunded); only the period's partner orders and refunds
 * are counted from the orders themselves (decision 053).
 */
export async function getBusinessAnalytics(
  db: DbOrTransaction,
  timeZone: string,
  now = new Date(),
): Promise<BusinessAnalytics> {
  const window = analyticsWindow(now, timeZone)
  const [rows, periodOrders] = await Promise.all([
    db
      .select()
      .from(dailyMetrics)
      .where(between(dailyMetrics.date, window.previous.from, window.current.to)),
    countPeriodOrders(db, window.current, timeZone),
  ])
  return summariseBusiness(rows, window, timeZone, periodOrders)
}
