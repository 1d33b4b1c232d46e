import { eq, sql } from 'drizzle-orm'
import type { ScrollType } from '@/domain/catalog-products'
import type { DbTransaction } from '../db/database'
import { dailyMetrics, type Order } from '../db/schema'

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

type CountedOrder = Pick<Order, 'scrollType' | 'totalPriceCents'>

/** The day's totals with one order added (+1) or taken out (-1). */
function withOrder(order: CountedOrder, sign: 1 | -1) {
  const countKey = dailyCountKeys[order.scrollType as OrderScrollType]
  return {
    totalOrders: sql`${dailyMetrics.totalOrders} + ${sign}`,
    totalRevenueCents: sql`${dailyMetrics.totalRevenueCents} + ${sign * order.totalPriceCents}`,
    [countKey]: sql`${dailyMetrics[countKey]} + ${sign}`,
    updatedAt: new Date(),
  }
}

/**
 * Adds a paid order to its day's totals (orders, revenue, the count of its kind of order), the day being
 * the shop's calendar day it was paid on, in the transaction that marks it paid.
 */
export async function recordDailyMetrics(tx: DbTransaction, order: CountedOrder, date: string) {
  const countKey = dailyCountKeys[order.scrollType as OrderScrollType]
  await tx
    .insert(dailyMetrics)
    .values({ date, totalOrders: 1, totalRevenueCents: order.totalPriceCents, [countKey]: 1 })
    .onConflictDoUpdate({ target: dailyMetrics.date, set: withOrder(order, 1) })
}

/**
 * Takes a refunded order out of the totals of the day it was paid on, in the refund's transaction: the
 * analytics count the revenue the shop kept (decision 032).
 */
export async function removeFromDailyMetrics(tx: DbTransaction, order: CountedOrder, date: string) {
  await tx.update(dailyMetrics).set(withOrder(order, -1)).where(eq(dailyMetrics.date, date))
}
