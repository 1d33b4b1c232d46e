import { between } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { dailyMetrics } from '../db/schema'
import { analyticsWindow } from './analytics-window'
import { type BusinessAnalytics, summariseBusiness } from './summarise-business'

/**
 * The Business Analytics screen, read from the daily_metrics rollup (one row per day, kept when an order
 * is paid), never from the orders themselves: the cost is the same at ten orders or ten million.
 */
export async function getBusinessAnalytics(
  db: DbOrTransaction,
  timeZone: string,
  now = new Date(),
): Promise<BusinessAnalytics> {
  const window = analyticsWindow(now, timeZone)
  const rows = await db
    .select()
    .from(dailyMetrics)
    .where(between(dailyMetrics.date, window.previous.from, window.current.to))
  return summariseBusiness(rows, window, timeZone)
}
