import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { orders, partners } from '../db/schema'
import {
  type PerformanceQuery,
  partnerFigures,
  partnerSummary,
  performancePageIds,
} from './partner-performance'
import type { RecentOrder } from './partner-schemas'
import { productLabel } from './product-label'

export const RECENT_ORDERS_PER_PARTNER = 5

/**
 * What the Partner Analytics screen shows: the four cards over all partners, then one page of the
 * performance table with each partner's five newest paid orders. Every figure comes from the partner
 * rollups (decision 025): once the page's partners are known, their figures, their newest orders and the
 * cards are read side by side.
 */
export async function getPartnerAnalytics(
  db: Db,
  query: PerformanceQuery,
  holdDays: number,
  asOf = new Date(),
) {
  const ids = await performancePageIds(db, query, asOf, holdDays)
  const [{ summary, total }, figures, recent] = await Promise.all([
    partnerSummary(db),
    partnerFigures(db, ids, asOf, holdDays),
    recentOrders(db, ids),
  ])
  return {
    summary,
    holdDays,
    total,
    page: query.page,
    pageSize: query.pageSize,
    partners: ids.flatMap((id) => {
      const row = figures.get(id)
      return row ? [{ ...row, recentOrders: recent.get(id) ?? [] }] : []
    }),
  }
}

/** Each listed partner's newest paid orders: an index range of five entries per partner, in one query. */
async function recentOrders(db: Db, partnerIds: string[]) {
  const byPartner = new Map<string, RecentOrder[]>()
  if (partnerIds.length === 0) return byPartner
  const newest = db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerEmail: orders.customerEmail,
      kind: orders.kind,
      scrollType: orders.scrollType,
      bundleId: orders.bundleId,
      amountCents: orders.totalPriceCents,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(and(eq(orders.partnerRef, partners.slug), eq(orders.paymentStatus, 'paid')))
    .orderBy(desc(orders.createdAt))
    .limit(RECENT_ORDERS_PER_PARTNER)
    .as('newest')
  const rows = await db
    .select({
      partnerId: partners.id,
      id: newest.id,
      orderNumber: newest.orderNumber,
      customerEmail: newest.customerEmail,
      kind: newest.kind,
      scrollType: newest.scrollType,
      bundleId: newest.bundleId,
      amountCents: newest.amountCents,
      createdAt: newest.createdAt,
      paidAt: newest.paidAt,
    })
    .from(partners)
    .innerJoinLateral(newest, sql`true`)
    .where(inArray(partners.id, partnerIds))
    .orderBy(partners.id, desc(newest.createdAt))
  for (const { partnerId, ...order } of rows) {
    const list = byPartner.get(partnerId) ?? []
    list.push({
      id: order.id,
      orderNumber: order.orderNumber,
      customerEmail: order.customerEmail,
      scrollType: order.scrollType,
      productLabel: productLabel(order),
      amountCents: order.amountCents,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
    })
    byPartner.set(partnerId, list)
  }
  return byPartner
}
