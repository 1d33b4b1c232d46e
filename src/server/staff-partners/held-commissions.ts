import { and, count, eq, gt, lt, type SQLWrapper, sql } from 'drizzle-orm'
import { DAY_MS } from '@/domain/partner-ledger'
import type { Db } from '../db/database'
import { partnerCommissionDays, partnerPayouts } from '../db/schema'
import { dueCutoff } from './commission-hold'

/**
 * A partner's commissions not yet due at `asOf`, as three LATERAL subqueries of one row each. Recorded
 * after the cutoff (the moment less the hold): the UTC days after the cutoff's day from
 * `partner_commission_days` (at most COMMISSION_HOLD_DAYS rows), and the cutoff's own day, which the
 * cutoff splits, from the commissions themselves (an index range of one day). No commission recorded
 * after the cutoff can be paid yet (only due ones can), so every one counted from the days is unpaid
 * (decision 025). And the commissions held for staff (decision 028), from their partial index, with
 * those of them recorded after the cutoff: `pending` is the recent ones less the held, `held` all held.
 */
export function heldCommissions(db: Db, partnerId: SQLWrapper, asOf: Date, holdDays: number) {
  const cutoff = dueCutoff(asOf, holdDays)
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
        eq(partnerPayouts.status, 'pending'),
        eq(partnerPayouts.kind, 'commission'),
        gt(partnerPayouts.createdAt, cutoff),
        lt(partnerPayouts.createdAt, dayAfter),
      ),
    )
    .as('cutoff_day')
  const recent = sql`${partnerPayouts.createdAt} > ${cutoff}`
  const heldRows = db
    .select({
      count: count().as('held_count'),
      cents: sql`coalesce(sum(${partnerPayouts.commissionCents}), 0)`.as('held_cents'),
      recentCount: sql`count(*) filter (where ${recent})`.as('held_recent_count'),
      recentCents: sql`coalesce(sum(${partnerPayouts.commissionCents}) filter (where ${recent}), 0)`.as(
        'held_recent_cents',
      ),
    })
    .from(partnerPayouts)
    .where(
      and(
        eq(partnerPayouts.partnerId, partnerId),
        eq(partnerPayouts.status, 'pending'),
        sql`${partnerPayouts.heldReason} is not null`,
      ),
    )
    .as('held_rows')
  return {
    laterDays,
    cutoffDayRows,
    heldRows,
    pendingCount: sql`${laterDays.count} + ${cutoffDayRows.count} - ${heldRows.recentCount}`,
    pendingCents: sql`${laterDays.cents} + ${cutoffDayRows.cents} - ${heldRows.recentCents}`,
    heldCount: heldRows.count,
    heldCents: heldRows.cents,
  }
}
