import { and, count, countDistinct, eq, inArray, isNull, lt, sum } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import {
  careerApplications,
  commissionRequests,
  contactMessages,
  orders,
  partnerPayouts,
  scrollReports,
} from '../db/schema'
import { DUE_SOON_HOURS, owingStatuses } from '../staff-orders/order-queue'
import { inState } from '../staff-partners/commission-hold'

/** A held order waits at most this long for a person before the welcome screen raises the alarm. */
export const REVIEW_ALERT_HOURS = 48

/**
 * What needs a member of staff today, counted for the welcome screen: orders coming due (and already
 * late), failed orders, orders held for review (and those waiting too long), unread messages, commission requests waiting for a quote, and the commissions
 * due to partners. Each count is one indexed query; the screen links each to its filtered list.
 */
export async function needsAttention(db: DbOrTransaction, holdDays: number, now = new Date()) {
  const soon = new Date(now.getTime() + DUE_SOON_HOURS * 60 * 60 * 1000)
  const owing = inArray(orders.status, owingStatuses)
  const unread = (table: typeof contactMessages | typeof careerApplications | typeof commissionRequests) =>
    db
      .select({ n: count() })
      .from(table)
      .where(isNull(table.readAt))
      .then(([row]) => row?.n ?? 0)
  const reviewLate = new Date(now.getTime() - REVIEW_ALERT_HOURS * 60 * 60 * 1000)
  const [[dueSoon], [overdue], [failed], [held], [heldLong], unreadCounts, [awaitingQuote], [payouts]] =
    await Promise.all([
      db
        .select({ n: count() })
        .from(orders)
        .where(and(owing, lt(orders.dueAt, soon))),
      db
        .select({ n: count() })
        .from(orders)
        .where(and(owing, lt(orders.dueAt, now))),
      db.select({ n: count() }).from(orders).where(eq(orders.status, 'failed')),
      db.select({ n: count() }).from(orders).where(eq(orders.status, 'held')),
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.status, 'held'), lt(orders.heldAt, reviewLate))),
      Promise.all([unread(contactMessages), unread(careerApplications), unread(commissionRequests)]),
      db
        .select({ n: count() })
        .from(commissionRequests)
        .where(and(eq(commissionRequests.status, 'new'), isNull(commissionRequests.handledAt))),
      db
        .select({
          partners: countDistinct(partnerPayouts.partnerId),
          cents: sum(partnerPayouts.commissionCents),
        })
        .from(partnerPayouts)
        .where(inState('due', now, holdDays)),
    ])
  // recipients' reports nobody has resolved, on their own partial index
  const [reports] = await db
    .select({ n: count() })
    .from(scrollReports)
    .where(isNull(scrollReports.resolvedAt))
  return {
    dueSoonHours: DUE_SOON_HOURS,
    dueSoon: dueSoon?.n ?? 0,
    overdue: overdue?.n ?? 0,
    failed: failed?.n ?? 0,
    reviewAlertHours: REVIEW_ALERT_HOURS,
    needsReview: held?.n ?? 0,
    reviewOverdue: heldLong?.n ?? 0,
    unreadInbox: unreadCounts.reduce((total, n) => total + n, 0),
    awaitingQuote: awaitingQuote?.n ?? 0,
    duePayouts: { partners: payouts?.partners ?? 0, cents: Number(payouts?.cents ?? 0) },
    openReports: reports?.n ?? 0,
  }
}
