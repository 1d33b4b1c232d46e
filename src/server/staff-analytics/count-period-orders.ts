import { and, count, eq, gte, isNotNull, lt, sum } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { orders } from '../db/schema'
import { shopDayStart } from '../shop-date'
import { addDays, type DateRange } from './analytics-window'

/** What a refunded order gave back: every refund's cents, kept on the order (decision 054). */
const refundedCents = orders.refundedCents

export type PeriodOrders = {
  /** orders placed in the period through a partner's link or code, paid and not refunded */
  partnerOrders: number
  /** orders placed in the period and refunded since, and what they gave back */
  refunds: { count: number; amountCents: number }
}

/**
 * The period's figures the daily rollup does not hold, from the orders placed in it (on their days in
 * the shop's time zone). Each query reads an index on when orders were placed: the paid partner orders'
 * own, from the index alone, and the orders' by status (decision 053).
 */
export async function countPeriodOrders(
  db: DbOrTransaction,
  range: DateRange,
  timeZone: string,
): Promise<PeriodOrders> {
  const placedInPeriod = and(
    gte(orders.createdAt, shopDayStart(range.from, timeZone)),
    lt(orders.createdAt, shopDayStart(addDays(range.to, 1), timeZone)),
  )
  const [[partner], [refunds]] = await Promise.all([
    db
      .select({ orders: count() })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), isNotNull(orders.partnerRef), placedInPeriod)),
    db
      .select({ count: count(), amountCents: sum(refundedCents) })
      .from(orders)
      .where(and(eq(orders.status, 'refunded'), placedInPeriod)),
  ])
  return {
    partnerOrders: partner?.orders ?? 0,
    refunds: { count: refunds?.count ?? 0, amountCents: Number(refunds?.amountCents ?? 0) },
  }
}
