import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  type SQL,
  type SQLWrapper,
  sql,
  sum,
} from 'drizzle-orm'
import type { Db } from '../db/database'
import { orders, partnerPayouts, partners } from '../db/schema'
import { inState, type PayoutState } from './commission-hold'

export const performanceSortKeys = [
  'revenue',
  'orders',
  'commission',
  'due',
  'pending',
  'name',
  'createdAt',
] as const

export type PerformanceQuery = {
  page: number
  pageSize: number
  sort: (typeof performanceSortKeys)[number]
  direction: 'asc' | 'desc'
}

type SortedFigure = 'revenueCents' | 'orders' | 'commissionEarnedCents' | 'dueCents' | 'pendingCents'

// an order counts for its partner once it is paid; a refunded one leaves the figures (decisions 16, 24)
const paidPartnerOrder = and(eq(orders.paymentStatus, 'paid'), isNotNull(orders.partnerRef))
// what a partner has earned: commissions recorded (pending or due) and paid out
const earned = inArray(partnerPayouts.status, ['pending', 'paid'])
const amount = (value: unknown) => Number(value ?? 0)
// how many of a partner's commissions were in `state` at `asOf`, and their sum
const inStateTotals = (state: PayoutState, asOf: Date) => {
  const where = inState(state, asOf)
  return {
    count: sql`count(*) filter (where ${where})`.as(`${state}_count`),
    cents: sql`sum(${partnerPayouts.commissionCents}) filter (where ${where})`.as(`${state}_cents`),
  }
}

/**
 * Every partner's figures, summed for the cards and one page of them for the table, in one statement so
 * that the paid orders and the commissions are each aggregated once: a GROUP BY over the index of paid
 * partner orders (`orders_partner_paid_idx`) and one over the commissions. Aggregate FILTER clauses and
 * the page joined LATERAL to the totals are SQL fragments, as Drizzle has no builder for them.
 */
export async function partnerPerformance(db: Db, query: PerformanceQuery, asOf: Date) {
  const sales = db.$with('partner_sales').as(
    db
      .select({
        partnerSlug: sql<string>`${orders.partnerRef}`.as('sales_partner_slug'),
        orders: count().as('sales_orders'),
        revenueCents: sum(orders.totalPriceCents).as('sales_revenue_cents'),
      })
      .from(orders)
      .where(paidPartnerOrder)
      .groupBy(orders.partnerRef),
  )
  const pending = inStateTotals('pending', asOf)
  const due = inStateTotals('due', asOf)
  const paid = inStateTotals('paid', asOf)
  const commissions = db.$with('partner_commissions').as(
    db
      .select({
        partnerId: sql<string>`${partnerPayouts.partnerId}`.as('commissions_partner_id'),
        earnedCents: sql`sum(${partnerPayouts.commissionCents}) filter (where ${earned})`.as('earned_cents'),
        pendingCount: pending.count,
        pendingCents: pending.cents,
        dueCount: due.count,
        dueCents: due.cents,
        paidCount: paid.count,
        paidCents: paid.cents,
      })
      .from(partnerPayouts)
      .groupBy(partnerPayouts.partnerId),
  )
  const zeroIfNone = (value: SQL.Aliased | SQL, alias: string) => sql`coalesce(${value}, 0)`.as(alias)
  const performance = db.$with('partner_performance').as(
    db
      .select({
        id: partners.id,
        name: partners.name,
        slug: partners.slug,
        isActive: partners.isActive,
        commissionRatePct: partners.payoutPct,
        createdAt: partners.createdAt,
        orders: zeroIfNone(sales.orders, 'orders'),
        revenueCents: zeroIfNone(sales.revenueCents, 'revenue_cents'),
        commissionEarnedCents: zeroIfNone(commissions.earnedCents, 'commission_earned_cents'),
        pendingCount: zeroIfNone(commissions.pendingCount, 'pending_payouts'),
        pendingCents: zeroIfNone(commissions.pendingCents, 'pending_payouts_cents'),
        dueCount: zeroIfNone(commissions.dueCount, 'due_payouts'),
        dueCents: zeroIfNone(commissions.dueCents, 'due_payouts_cents'),
        paidCount: zeroIfNone(commissions.paidCount, 'paid_payouts'),
        paidCents: zeroIfNone(commissions.paidCents, 'paid_payouts_cents'),
      })
      .from(partners)
      .leftJoin(sales, eq(sales.partnerSlug, partners.slug))
      .leftJoin(commissions, eq(commissions.partnerId, partners.id)),
  )
  const totals = db
    .select({
      partners: count().as('all_partners'),
      activePartners: sql`count(*) filter (where ${performance.isActive})`.as('active_partners'),
      partnerOrders: sql`sum(${performance.orders})`.as('all_orders'),
      partnerRevenueCents: sql`sum(${performance.revenueCents})`.as('all_revenue_cents'),
      totalCommissionsCents: sql`sum(${performance.commissionEarnedCents})`.as('all_commissions_cents'),
    })
    .from(performance)
    .as('totals')
  const direction = query.direction === 'asc' ? asc : desc
  const sortedBy = (row: Record<'id' | 'name' | 'createdAt' | SortedFigure, AnyColumn | SQLWrapper>) =>
    [
      direction(
        {
          revenue: row.revenueCents,
          orders: row.orders,
          commission: row.commissionEarnedCents,
          due: row.dueCents,
          pending: row.pendingCents,
          name: sql`lower(${row.name})`,
          createdAt: row.createdAt,
        }[query.sort],
      ),
      asc(row.id),
    ] as const
  const page = db
    .select()
    .from(performance)
    .orderBy(...sortedBy(performance))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page')

  // the totals are one row, so a page past the last still answers them, beside a null partner
  const rows = await db
    .with(sales, commissions, performance)
    .select({
      allPartners: totals.partners,
      activePartners: totals.activePartners,
      partnerOrders: totals.partnerOrders,
      partnerRevenueCents: totals.partnerRevenueCents,
      totalCommissionsCents: totals.totalCommissionsCents,
      id: page.id,
      name: page.name,
      slug: page.slug,
      isActive: page.isActive,
      commissionRatePct: page.commissionRatePct,
      orders: page.orders,
      revenueCents: page.revenueCents,
      commissionEarnedCents: page.commissionEarnedCents,
      pendingCount: page.pendingCount,
      pendingCents: page.pendingCents,
      dueCount: page.dueCount,
      dueCents: page.dueCents,
      paidCount: page.paidCount,
      paidCents: page.paidCents,
    })
    .from(totals)
    .leftJoinLateral(page, sql`true`)
    .orderBy(...sortedBy(page))
  const [totalsRow] = rows
  return {
    summary: {
      activePartners: amount(totalsRow?.activePartners),
      partnerOrders: amount(totalsRow?.partnerOrders),
      partnerRevenueCents: amount(totalsRow?.partnerRevenueCents),
      totalCommissionsCents: amount(totalsRow?.totalCommissionsCents),
    },
    total: amount(totalsRow?.allPartners),
    rows: rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              id: row.id,
              name: row.name as string,
              slug: row.slug as string,
              isActive: row.isActive as boolean,
              orders: amount(row.orders),
              revenueCents: amount(row.revenueCents),
              commissionRatePct: amount(row.commissionRatePct),
              commissionEarnedCents: amount(row.commissionEarnedCents),
              pendingPayouts: { count: amount(row.pendingCount), cents: amount(row.pendingCents) },
              duePayouts: { count: amount(row.dueCount), cents: amount(row.dueCents) },
              paidPayouts: { count: amount(row.paidCount), cents: amount(row.paidCents) },
            },
          ],
    ),
  }
}
