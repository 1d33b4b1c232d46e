import { eq, sql } from 'drizzle-orm'
import type { ScrollType } from '@/domain/catalog-products'
import type { DbTransaction } from '../db/database'
import { dailyMetrics, type Order } from '../db/schema'

/** What the analytics count a paid order as: the scroll type of a single scroll, or `bundle`. */
export type OrderScrollType = ScrollType | 'bundle'

/** The daily_metrics column that counts each kind of paid order; every kind has one (decision 023). */
export const dailyCountKeys = {
  'light-rant': 'lightRantCount',
  'scroll-of-fury': 'scrollFuryCount',
  'epic-scroll-commission': 'epicCommissionCount',
  'eternal-scroll': 'eternalScrollCount',
  'love-me-scroll': 'loveMeScrollCount',
  bundle: 'bundleCount',
} as const satisfies Record<OrderScrollType, keyof typeof dailyMetrics.$inferSelect>

type CountedOrder = Pick<Order, 'kind' | 'scrollType' | 'totalPriceCents'>

/**
 * A bundle from the catalogue counts as a bundle, whatever scrolls it holds: The Starter Arsenal is one
 * bundle, not a Classic Scroll, though its order carries the scroll type of its three scrolls.
 */
export function countedAs(order: Pick<Order, 'kind' | 'scrollType'>): OrderScrollType {
  return order.kind === 'bundle' ? 'bundle' : (order.scrollType as ScrollType)
}

/** The day's totals with one order added. */
function withOrder(order: CountedOrder) {
  const countKey = dailyCountKeys[countedAs(order)]
  return {
    totalOrders: sql`${dailyMetrics.totalOrders} + 1`,
    totalRevenueCents: sql`${dailyMetrics.totalRevenueCents} + ${order.totalPriceCents}`,
    [countKey]: sql`${dailyMetrics[countKey]} + 1`,
    updatedAt: new Date(),
  }
}

/**
 * Adds a paid order to its day's totals (orders, revenue, the count of its kind of order), the day being
 * the shop's calendar day it was paid on, in the transaction that marks it paid.
 */
export async function recordDailyMetrics(tx: DbTransaction, order: CountedOrder, date: string) {
  const countKey = dailyCountKeys[countedAs(order)]
  await tx
    .insert(dailyMetrics)
    .values({ date, totalOrders: 1, totalRevenueCents: order.totalPriceCents, [countKey]: 1 })
    .onConflictDoUpdate({ target: dailyMetrics.date, set: withOrder(order) })
}

/**
 * Takes a refund out of the totals of the day its order was paid on, in the refund's transaction, so the
 * analytics count the revenue the shop kept (decision 032): its cents leave the revenue, and an order
 * refunded whole leaves the day's orders too. A part refund leaves the order counted, as it stands.
 */
export async function removeRefundFromDailyMetrics(
  tx: DbTransaction,
  order: CountedOrder,
  date: string,
  refund: { cents: number; whole: boolean },
) {
  const countKey = dailyCountKeys[countedAs(order)]
  const orders = refund.whole ? 1 : 0
  await tx
    .update(dailyMetrics)
    .set({
      totalOrders: sql`${dailyMetrics.totalOrders} - ${orders}`,
      totalRevenueCents: sql`${dailyMetrics.totalRevenueCents} - ${refund.cents}`,
      [countKey]: sql`${dailyMetrics[countKey]} - ${orders}`,
      updatedAt: new Date(),
    })
    .where(eq(dailyMetrics.date, date))
}
