import { and, count, eq, gt, lt, type SQLWrapper, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { partnerCommissionDays, partnerPayouts } from '../db/schema'
import { dueCutoff, inState } from './commission-hold'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A partner's commissions still in their hold at `asOf`, as two LATERAL subqueries of one row each, to
 * add up: the UTC days after the cutoff's day from `partner_commission_days` (at most 30 rows), and the
 * cutoff's own day, which the cutoff splits, from the commissions themselves (an index range of one day).
 * No commission recorded after the cutoff can be paid yet (only due ones can), so every one counted from
 * the days is still pending (decision 025).
 */
export function heldCommissions(db: Db, partnerId: SQLWrapper, asOf: Date) {
  const cutoff = dueCutoff(asOf)
  const cutoffDay = cutoff.toISOString().slice(0, 10)
  const dayAfter = new Date(Date.parse(cutoffDay) + DAY_MS)
  const laterDays = db
    .select({
      count: sql`coalesce(sum(${partnerCommissionDays.commissions}), 0)`.as('later_days_count'),
      cents: sql`coalesce(sum(${partnerCommissionDays.commissionCents}), 0)`.as('later_days_cents'),
    })
    .from(partnerCommissionDays)
    .where(and(eq(partnerCommissionDays.partnerId, partnerId), gt(partnerCommissionDays.day, cutoffDay)))
    .as('later_days')
  const cutoffDayRows = db
    .select({
      count: count().as('cutoff_day_count'),
      cents: sql`coalesce(sum(${partnerPayouts.commissionCents}), 0)`.as('cutoff_day_cents'),
    })
    .from(partnerPayouts)
    .where(
      and(
        eq(partnerPayouts.partnerId, partnerId),
        inState('pending', asOf),
        lt(partnerPayouts.createdAt, dayAfter),
      ),
    )
    .as('cutoff_day')
  return {
    laterDays,
    cutoffDayRows,
    count: sql`${laterDays.count} + ${cutoffDayRows.count}`,
    cents: sql`${laterDays.cents} + ${cutoffDayRows.cents}`,
  }
}
