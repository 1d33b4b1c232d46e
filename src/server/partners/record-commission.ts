import { and, eq, sql } from 'drizzle-orm'
import { commissionCents } from '@/domain/partner-commission'
import type { DbTransaction } from '../db/database'
import {
  type Order,
  orders,
  partnerCommissionDays,
  partnerPayouts,
  partners,
  partnerTotals,
  users,
} from '../db/schema'
import { selfReferralReason } from './self-referral'

/** The UTC day a commission's rollup row counts it under (decision 025). */
const utcDay = (at: Date) => at.toISOString().slice(0, 10)

type PaidOrder = Pick<Order, 'id' | 'partnerRef' | 'totalPriceCents' | 'customerEmail' | 'clientIp'>

/**
 * Records the commission a paid order earns its partner (product decision 16), pending until paid out,
 * and adds the sale and the commission to the partner's running totals and commissions of the day
 * (decision 025), in the transaction that marks the order paid. One commission per order: the order id
 * is unique among commissions, so a payment recorded twice cannot pay a partner twice. An order that
 * looks like the partner's own (decision 028) is flagged and its commission held until staff release
 * it. Answers the commission in cents and why it is held, or null when the order has no partner.
 */
export async function recordCommission(
  tx: DbTransaction,
  order: PaidOrder,
  paidAt: Date,
): Promise<{ cents: number; heldReason: string | null } | null> {
  if (order.partnerRef === null) return null
  const [partner] = await tx
    .select({
      id: partners.id,
      slug: partners.slug,
      payoutPct: partners.payoutPct,
      heldReason: selfReferralReason(order),
    })
    .from(partners)
    .leftJoin(users, eq(users.id, partners.userId))
    .where(eq(partners.slug, order.partnerRef))
  if (!partner) return null
  const cents = commissionCents(order.totalPriceCents, partner.payoutPct)
  const [recorded] = await tx
    .insert(partnerPayouts)
    .values({
      partnerId: partner.id,
      partnerSlug: partner.slug,
      orderId: order.id,
      commissionCents: cents,
      heldReason: partner.heldReason,
      createdAt: paidAt,
    })
    .onConflictDoNothing({ target: [partnerPayouts.orderId, partnerPayouts.kind] })
    .returning({ id: partnerPayouts.id })
  if (!recorded) return null
  if (partner.heldReason !== null) {
    await tx.update(orders).set({ selfReferral: true }).where(eq(orders.id, order.id))
  }

  await tx
    .insert(partnerTotals)
    .values({
      partnerId: partner.id,
      orders: 1,
      revenueCents: order.totalPriceCents,
      commissions: 1,
      commissionCents: cents,
    })
    .onConflictDoUpdate({
      target: partnerTotals.partnerId,
      set: {
        orders: sql`${partnerTotals.orders} + 1`,
        revenueCents: sql`${partnerTotals.revenueCents} + ${order.totalPriceCents}`,
        commissions: sql`${partnerTotals.commissions} + 1`,
        commissionCents: sql`${partnerTotals.commissionCents} + ${cents}`,
      },
    })
  await tx
    .insert(partnerCommissionDays)
    .values({ partnerId: partner.id, day: utcDay(paidAt), commissions: 1, commissionCents: cents })
    .onConflictDoUpdate({
      target: [partnerCommissionDays.partnerId, partnerCommissionDays.day],
      set: {
        commissions: sql`${partnerCommissionDays.commissions} + 1`,
        commissionCents: sql`${partnerCommissionDays.commissionCents} + ${cents}`,
      },
    })
  return { cents, heldReason: partner.heldReason }
}

/**
 * Takes a refunded order's commission back (decision 028), in the refund's transaction. A commission not
 * paid and in no payout run yet is voided. One already paid, or in a run that may be paying it right now,
 * gets a negative clawback entry instead: due at once, so the partner's next payout run subtracts it. The
 * commission's row is locked first, so a refund and a run creating never both take the same one. Either
 * way the sale and the commission leave the partner's running totals. Answers what happened, or null when
 * the order earned no commission (or it was taken back already).
 */
export async function reverseCommission(
  tx: DbTransaction,
  order: Pick<Order, 'id' | 'totalPriceCents'>,
  at: Date,
): Promise<{ voidedCents: number } | { clawedBackCents: number } | null> {
  const [entry] = await tx
    .select()
    .from(partnerPayouts)
    .where(and(eq(partnerPayouts.orderId, order.id), eq(partnerPayouts.kind, 'commission')))
    .for('update')
  if (!entry || entry.status === 'voided') return null
  const cents = entry.commissionCents
  if (entry.status === 'pending' && entry.payoutRunId === null) {
    await tx
      .update(partnerPayouts)
      .set({ status: 'voided', voidedAt: at })
      .where(eq(partnerPayouts.id, entry.id))
    await takeFromTotals(tx, entry.partnerId, order, { commissions: -1, cents: -cents })
    await takeFromDay(tx, entry.partnerId, entry.createdAt, cents)
    return { voidedCents: cents }
  }
  const [clawback] = await tx
    .insert(partnerPayouts)
    .values({
      partnerId: entry.partnerId,
      partnerSlug: entry.partnerSlug,
      orderId: order.id,
      kind: 'clawback',
      commissionCents: -cents,
      createdAt: at,
    })
    .onConflictDoNothing({ target: [partnerPayouts.orderId, partnerPayouts.kind] })
    .returning({ id: partnerPayouts.id })
  if (!clawback) return null
  // the days count commissions alone: a clawback is due at once, never pending in its day
  await takeFromTotals(tx, entry.partnerId, order, { commissions: 0, cents: -cents })
  return { clawedBackCents: cents }
}

/** The refunded sale leaves the partner's totals; a clawback adds its negative cents, not a commission. */
async function takeFromTotals(
  tx: DbTransaction,
  partnerId: string,
  order: Pick<Order, 'totalPriceCents'>,
  change: { commissions: number; cents: number },
) {
  await tx
    .update(partnerTotals)
    .set({
      orders: sql`${partnerTotals.orders} - 1`,
      revenueCents: sql`${partnerTotals.revenueCents} - ${order.totalPriceCents}`,
      commissions: sql`${partnerTotals.commissions} + ${change.commissions}`,
      commissionCents: sql`${partnerTotals.commissionCents} + ${change.cents}`,
    })
    .where(eq(partnerTotals.partnerId, partnerId))
}

/**
 * A voided commission leaves the day it was recorded on (decision 025's rollups); a day left with none
 * goes, as a rebuild would leave it out.
 */
async function takeFromDay(tx: DbTransaction, partnerId: string, recordedAt: Date, cents: number) {
  const day = and(
    eq(partnerCommissionDays.partnerId, partnerId),
    eq(partnerCommissionDays.day, utcDay(recordedAt)),
  )
  const [left] = await tx
    .update(partnerCommissionDays)
    .set({
      commissions: sql`${partnerCommissionDays.commissions} - 1`,
      commissionCents: sql`${partnerCommissionDays.commissionCents} - ${cents}`,
    })
    .where(day)
    .returning({ commissions: partnerCommissionDays.commissions })
  if (left?.commissions === 0) {
    await tx.delete(partnerCommissionDays).where(and(day, eq(partnerCommissionDays.commissions, 0)))
  }
}
