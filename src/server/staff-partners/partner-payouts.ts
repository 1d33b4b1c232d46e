import { and, count, desc, eq, type SQL, sql, sum } from 'drizzle-orm'
import type { Db } from '../db/database'
import { orders, partnerPayouts, partners, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { dueAt, inState, type PayoutState } from './commission-hold'
import { paidTotalsUpdate } from './partner-rollups'

export type PayoutListQuery = { state?: PayoutState; page: number; pageSize: number }

const payoutColumns = {
  id: partnerPayouts.id,
  partnerId: partnerPayouts.partnerId,
  orderId: partnerPayouts.orderId,
  orderNumber: orders.orderNumber,
  orderTotalCents: orders.totalPriceCents,
  commissionCents: partnerPayouts.commissionCents,
  status: partnerPayouts.status,
  createdAt: partnerPayouts.createdAt,
  paidAt: partnerPayouts.paidAt,
  paidById: partnerPayouts.paidBy,
  paidByName: users.name,
}

type PayoutRow = Awaited<ReturnType<typeof selectPayouts>>[number]

function payoutView(row: PayoutRow, asOf: Date) {
  const due = dueAt(row.createdAt)
  const state: PayoutState = row.status === 'paid' ? 'paid' : due <= asOf ? 'due' : 'pending'
  return {
    id: row.id,
    partnerId: row.partnerId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    orderTotalCents: row.orderTotalCents,
    commissionCents: row.commissionCents,
    state,
    recordedAt: row.createdAt.toISOString(),
    dueAt: due.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    paidBy: row.paidById ? { id: row.paidById, name: row.paidByName ?? '' } : null,
  }
}

function selectPayouts(db: Db, where: SQL | undefined) {
  return db
    .select(payoutColumns)
    .from(partnerPayouts)
    .innerJoin(orders, eq(orders.id, partnerPayouts.orderId))
    .leftJoin(users, eq(users.id, partnerPayouts.paidBy))
    .where(where)
}

/** One page of a partner's commissions, newest first, optionally in one state. */
export async function listPartnerPayouts(db: Db, partnerId: string, query: PayoutListQuery) {
  const asOf = new Date()
  await requirePartner(db, partnerId)
  const where = and(
    eq(partnerPayouts.partnerId, partnerId),
    query.state ? inState(query.state, asOf) : undefined,
  )
  const [rows, [all]] = await Promise.all([
    selectPayouts(db, where)
      .orderBy(desc(partnerPayouts.createdAt), desc(partnerPayouts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(partnerPayouts).where(where),
  ])
  return { payouts: rows.map((row) => payoutView(row, asOf)), total: all?.value ?? 0 }
}

/**
 * Marks one due commission paid by `staffId`, and adds it to its partner's paid total in the same
 * statement. One already paid is left as it was (marked: 0); one still in its hold is refused, since its
 * order can still be refunded.
 */
export async function markPayoutPaid(db: Db, staffId: string, payoutId: string) {
  const now = new Date()
  const marking = db.$with('marked').as(
    db
      .update(partnerPayouts)
      .set({ status: 'paid', paidAt: now, paidBy: staffId })
      .where(and(eq(partnerPayouts.id, payoutId), inState('due', now)))
      .returning({
        id: partnerPayouts.id,
        partnerId: partnerPayouts.partnerId,
        cents: partnerPayouts.commissionCents,
      }),
  )
  const marked = await db
    .with(marking, paidTotalsUpdate(db, marking))
    .select({ id: marking.id })
    .from(marking)
  const [row] = await selectPayouts(db, eq(partnerPayouts.id, payoutId))
  if (!row) throw new HttpError(404, 'not_found', 'No such commission')
  const payout = payoutView(row, now)
  if (payout.state === 'pending') {
    throw new HttpError(
      409,
      'conflict',
      `This commission is held until ${payout.dueAt.slice(0, 10)}, while its order can still be refunded`,
    )
  }
  return { marked: marked.length, payout }
}

/**
 * Marks every commission of a partner that was due at `asOf` paid by `staffId`, in one statement that also
 * adds them to the partner's paid total: the payout run pays what its export listed, not what fell due
 * since. Paid ones are not touched again.
 */
export async function markPartnerPayoutsPaid(db: Db, staffId: string, partnerId: string, asOf?: Date) {
  const now = new Date()
  // a clock ahead of the shop's must not pay commissions still in their hold
  const through = asOf && asOf < now ? asOf : now
  await requirePartner(db, partnerId)
  const marked = db.$with('marked').as(
    db
      .update(partnerPayouts)
      .set({ status: 'paid', paidAt: now, paidBy: staffId })
      .where(and(eq(partnerPayouts.partnerId, partnerId), inState('due', through)))
      .returning({ partnerId: partnerPayouts.partnerId, cents: partnerPayouts.commissionCents }),
  )
  const [result] = await db
    .with(marked, paidTotalsUpdate(db, marked))
    .select({ marked: count(), cents: sum(marked.cents).mapWith(Number) })
    .from(marked)
  return { marked: result?.marked ?? 0, cents: result?.cents ?? 0, through: through.toISOString() }
}

async function requirePartner(db: Db, partnerId: string) {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId))
  if (!partner) throw new HttpError(404, 'not_found', 'No such partner')
}

/** The payout run: per partner, the commissions due at `asOf` and not yet paid, largest first. */
export async function listPayoutsToMake(db: Db, asOf: Date) {
  const cents = sql<number>`sum(${partnerPayouts.commissionCents})`.mapWith(Number)
  return db
    .select({
      name: partners.name,
      slug: partners.slug,
      paymentLinkUrl: partners.paymentLinkUrl,
      cents,
      orders: count(),
    })
    .from(partnerPayouts)
    .innerJoin(partners, eq(partners.id, partnerPayouts.partnerId))
    .where(inState('due', asOf))
    .groupBy(partners.id)
    .orderBy(desc(cents), partners.slug)
}
