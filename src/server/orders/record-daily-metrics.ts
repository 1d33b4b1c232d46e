import { type SQL, sql } from 'drizzle-orm'
import type { DbTransaction } from '../db/database'
import { dailyMetrics } from '../db/schema'
import { shopDate } from '../shop-date'
import type { Order } from './place-orders'

/** Adds a paid order to its day's totals (orders, revenue, the three counted scroll types): the statement. */
export function dailyMetricsUpsert(tx: DbTransaction, order: Order, paidAt: Date, timeZone: string): SQL {
  const counts = {
    lightRantCount: order.scrollType === 'light-rant' ? 1 : 0,
    scrollFuryCount: order.scrollType === 'scroll-of-fury' ? 1 : 0,
    epicCommissionCount: order.scrollType === 'epic-scroll-commission' ? 1 : 0,
  }
  return tx
    .insert(dailyMetrics)
    .values({
      date: shopDate(paidAt, timeZone),
      totalOrders: 1,
      totalRevenueCents: order.totalPriceCents,
      ...counts,
    })
    .onConflictDoUpdate({
      target: dailyMetrics.date,
      set: {
        totalOrders: sql`${dailyMetrics.totalOrders} + 1`,
        totalRevenueCents: sql`${dailyMetrics.totalRevenueCents} + ${order.totalPriceCents}`,
        lightRantCount: sql`${dailyMetrics.lightRantCount} + ${counts.lightRantCount}`,
        scrollFuryCount: sql`${dailyMetrics.scrollFuryCount} + ${counts.scrollFuryCount}`,
        epicCommissionCount: sql`${dailyMetrics.epicCommissionCount} + ${counts.epicCommissionCount}`,
        updatedAt: sql`now()`,
      },
    })
    .getSQL()
}
