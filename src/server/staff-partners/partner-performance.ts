import { type AnyColumn, asc, count, desc, eq, inArray, type SQLWrapper, sql, sum } from 'drizzle-orm'
import type { Db } from '../db/database'
import { partners, partnerTotals } from '../db/schema'
import { heldCommissions } from './held-commissions'

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

const amount = (value: unknown) => Number(value ?? 0)

/** The four cards: sums of the running totals, one row per partner (decision 025). */
export async function partnerSummary(db: Db) {
  const [row] = await db
    .select({
      partners: count(),
      activePartners: sql`count(*) filter (where ${partners.isActive})`,
      partnerOrders: sum(partnerTotals.orders),
      partnerRevenueCents: sum(partnerTotals.revenueCents),
      totalCommissionsCents: sum(partnerTotals.commissionCents),
    })
    .from(partners)
    .innerJoin(partnerTotals, eq(partnerTotals.partnerId, partners.id))
  return {
    total: amount(row?.partners),
    summary: {
      activePartners: amount(row?.activePartners),
      partnerOrders: amount(row?.partnerOrders),
      partnerRevenueCents: amount(row?.partnerRevenueCents),
      totalCommissionsCents: amount(row?.totalCommissionsCents),
    },
  }
}

/**
 * Which partners one page of the performance table shows, in order. Sorted by a running total, or by
 * the partner's name or date, the page is read off that column's index; sorted by what is pending or
 * due, every partner's commissions in their hold are added up first (about 30 index entries each).
 */
export async function performancePageIds(
  db: Db,
  query: PerformanceQuery,
  asOf: Date,
  holdDays: number,
): Promise<string[]> {
  const direction = query.direction === 'asc' ? asc : desc
  // ties (partners with nothing sold yet, most often) keep one order: the partner's id
  const ordered = (key: AnyColumn | SQLWrapper) => [direction(key), asc(partners.id)]
  const offset = (query.page - 1) * query.pageSize
  const base = db
    .select({ id: partners.id })
    .from(partnerTotals)
    .innerJoin(partners, eq(partners.id, partnerTotals.partnerId))
  if (query.sort === 'pending' || query.sort === 'due') {
    const held = heldCommissions(db, partnerTotals.partnerId, asOf, holdDays)
    const key =
      query.sort === 'pending'
        ? held.pendingCents
        : sql`${partnerTotals.commissionCents} - ${partnerTotals.paidCents} - (${held.pendingCents}) - ${held.heldCents}`
    const rows = await base
      .innerJoinLateral(held.laterDays, sql`true`)
      .innerJoinLateral(held.cutoffDayRows, sql`true`)
      .innerJoinLateral(held.heldRows, sql`true`)
      .orderBy(...ordered(key))
      .limit(query.pageSize)
      .offset(offset)
    return rows.map((row) => row.id)
  }
  const key = {
    revenue: partnerTotals.revenueCents,
    orders: partnerTotals.orders,
    commission: partnerTotals.commissionCents,
    name: sql`lower(${partners.name})`,
    createdAt: partners.createdAt,
  }[query.sort]
  const rows = await base
    .orderBy(...ordered(key))
    .limit(query.pageSize)
    .offset(offset)
  return rows.map((row) => row.id)
}

/**
 * These partners' rows of the table: their running totals, and the split of what they have not been paid
 * into pending (in its hold at `asOf`), held for staff, and due. Counts are of commissions; the cents
 * include the clawbacks of refunds, which are due at once.
 */
export async function partnerFigures(db: Db, partnerIds: string[], asOf: Date, holdDays: number) {
  const held = heldCommissions(db, partnerTotals.partnerId, asOf, holdDays)
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      slug: partners.slug,
      isActive: partners.isActive,
      commissionRatePct: partners.payoutPct,
      totals: partnerTotals,
      pendingCount: held.pendingCount,
      pendingCents: held.pendingCents,
      heldCount: held.heldCount,
      heldCents: held.heldCents,
    })
    .from(partnerTotals)
    .innerJoin(partners, eq(partners.id, partnerTotals.partnerId))
    .innerJoinLateral(held.laterDays, sql`true`)
    .innerJoinLateral(held.cutoffDayRows, sql`true`)
    .innerJoinLateral(held.heldRows, sql`true`)
    .where(inArray(partnerTotals.partnerId, partnerIds))
  return new Map(
    rows.map(({ totals, pendingCount, pendingCents, heldCount, heldCents, ...partner }) => {
      const pending = { count: amount(pendingCount), cents: amount(pendingCents) }
      const held = { count: amount(heldCount), cents: amount(heldCents) }
      const unpaid = {
        count: totals.commissions - totals.paidCommissions,
        cents: totals.commissionCents - totals.paidCents,
      }
      const row = {
        id: partner.id,
        name: partner.name,
        slug: partner.slug,
        isActive: partner.isActive,
        orders: totals.orders,
        revenueCents: totals.revenueCents,
        commissionRatePct: partner.commissionRatePct,
        commissionEarnedCents: totals.commissionCents,
        pendingPayouts: pending,
        heldPayouts: held,
        duePayouts: {
          count: unpaid.count - pending.count - held.count,
          cents: unpaid.cents - pending.cents - held.cents,
        },
        paidPayouts: { count: totals.paidCommissions, cents: totals.paidCents },
      }
      return [partner.id, row] as const
    }),
  )
}
