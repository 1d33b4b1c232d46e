import { count, eq, type SQL, type SQLWrapper, sql, sum, type WithSubquery } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db, DbOrTransaction } from '../db/database'
import { partnerCommissionDays, partners, partnerTotals } from '../db/schema'

/**
 * The partner rollups' writes (decision 025). The running totals and the commissions per day are added
 * to in the statement that changes what they sum, so they never disagree with the orders and commissions
 * (`rebuild_partner_rollups()`, migration 0009, recomputes both from those tables). The payment's two
 * are SQL, as CTEs of `markOrderPaid`'s one hand-written statement, like `dailyMetricsUpsert`.
 */

/** The UTC day a commission's rollup row counts it under: a day's start is then plain arithmetic in JS. */
const commissionDay = (createdAt: SQLWrapper) => sql`(${createdAt} at time zone 'UTC')::date`

/**
 * Adds the orders of `paid` (a CTE of newly paid orders: id, total_price_cents, partner_ref) and the
 * commissions of `commission` (the CTE that recorded theirs: partner_id, commission_cents) to their
 * partners' totals: the statement, for a CTE of its own beside `dailyMetricsUpsert`.
 */
export function partnerTotalsUpsert(paid: SQLWrapper, commission: SQLWrapper): SQL {
  return sql`insert into ${partnerTotals} as totals
      (partner_id, orders, revenue_cents, commissions, commission_cents)
    select sold.partner_id, sold.orders, sold.revenue_cents,
      coalesce(recorded.commissions, 0), coalesce(recorded.commission_cents, 0)
    from (
      select partner.id as partner_id, count(*)::int as orders, sum(${paid}.total_price_cents) as revenue_cents
      from ${paid} join ${partners} partner on partner.slug = ${paid}.partner_ref
      group by partner.id
    ) sold
    left join (
      select partner_id, count(*)::int as commissions, sum(commission_cents) as commission_cents
      from ${commission} group by partner_id
    ) recorded on recorded.partner_id = sold.partner_id
    on conflict (partner_id) do update set
      orders = totals.orders + excluded.orders,
      revenue_cents = totals.revenue_cents + excluded.revenue_cents,
      commissions = totals.commissions + excluded.commissions,
      commission_cents = totals.commission_cents + excluded.commission_cents`
}

/** Adds the commissions of `commission` (partner_id, commission_cents, created_at) to their days. */
export function commissionDaysUpsert(commission: SQLWrapper): SQL {
  const day = commissionDay(sql`created_at`)
  return sql`insert into ${partnerCommissionDays} as days (partner_id, day, commissions, commission_cents)
    select partner_id, ${day}, count(*)::int, sum(commission_cents)
    from ${commission} group by partner_id, ${day}
    on conflict (partner_id, day) do update set
      commissions = days.commissions + excluded.commissions,
      commission_cents = days.commission_cents + excluded.commission_cents`
}

/**
 * The CTE that adds the commissions of `marked` (a CTE of commissions just marked paid: partner_id and
 * cents) to their partners' paid totals, for the statement that marks them.
 */
export function paidTotalsUpdate(db: Db, marked: WithSubquery & { partnerId: PgColumn; cents: PgColumn }) {
  const paidNow = db
    .select({
      partnerId: marked.partnerId,
      count: count().as('paid_now_count'),
      cents: sum(marked.cents).as('paid_now_cents'),
    })
    .from(marked)
    .groupBy(marked.partnerId)
    .as('paid_now')
  return db.$with('paid_totals').as(
    db
      .update(partnerTotals)
      .set({
        paidCommissions: sql`${partnerTotals.paidCommissions} + ${paidNow.count}`,
        paidCents: sql`${partnerTotals.paidCents} + ${paidNow.cents}`,
      })
      .from(paidNow)
      .where(eq(partnerTotals.partnerId, paidNow.partnerId))
      .returning({ partnerId: partnerTotals.partnerId }),
  )
}

/**
 * Recomputes every partner's rollups from the orders and commissions. Writers of the rollups wait until
 * it commits, so nothing is lost or counted twice; readers go on reading the old figures meanwhile.
 */
export async function rebuildPartnerRollups(db: DbOrTransaction) {
  await db.execute(sql`select rebuild_partner_rollups()`)
}
