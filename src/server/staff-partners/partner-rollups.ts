import { eq, sql, sum, type WithSubquery } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db, DbOrTransaction } from '../db/database'
import { partnerTotals } from '../db/schema'

/**
 * The partner rollups' writes (decision 025). The running totals and the commissions per day are added
 * to in the transaction or statement that changes what they sum, so they never disagree with the orders
 * and commissions (`rebuild_partner_rollups()`, migration 0009, recomputes both from those tables): a
 * paid order's and a refund's in `record-commission.ts` (partners/), a payout run's here.
 */

/**
 * The CTE that adds the entries of `marked` (a CTE of ledger entries just marked paid: partner_id, kind
 * and cents) to their partners' paid totals, for the statement that marks them. A clawback adds its
 * negative cents but is no commission paid.
 */
export function paidTotalsUpdate(
  db: Db,
  marked: WithSubquery & { partnerId: PgColumn; kind: PgColumn; cents: PgColumn },
) {
  const paidNow = db
    .select({
      partnerId: marked.partnerId,
      count: sql<number>`count(*) filter (where ${marked.kind} = 'commission')`.as('paid_now_count'),
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
