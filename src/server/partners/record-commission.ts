import { and, eq, sql } from 'drizzle-orm'
import { commissionCents } from '@/domain/partner-commission'
import type { DbTransaction } from '../db/database'
import { type Order, partnerCommissionDays, partnerPayouts, partners, partnerTotals } from '../db/schema'

/** The UTC day a commission's rollup row counts it under (decision 025). */
const utcDay = (at: Date) => at.toISOString().slice(0, 10)

/**
 * Records the commission a paid order earns its partner (product decision 16), pending until paid out,
 * and adds the sale and the commission to the partner's running totals and commissions of the day
 * (decision 025), in the transaction that marks the order paid. One commission per order: the order id
 * is unique among commissions, so a payment recorded twice cannot pay a partner twice. Answers the
 * commission in cents, or null when the order has no partner.
 */
export async function recordCommission(
  tx: DbTransaction,
  order: Pick<Order, 'id' | 'partnerRef' | 'totalPriceCents'>,
  paidAt: Date,
): Promise<number | null> {
  if (order.partnerRef === null) return null
  const [partner] = await tx
    .select({ id: partners.id, slug: partners.slug, payoutPct: partners.payoutPct })
    .from(partners)
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
      createdAt: paidAt,
    })
    .onConflictDoNothing({ target: [partnerPayouts.orderId, partnerPayouts.kind] })
    .returning({ id: partnerPayouts.id })
  if (!recorded) return null

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
  return cents
}

/**
 * Takes a refunded order's commission back (decision 028), in the refund's transaction: a commission not
 * paid yet is voided; one already paid out gets a negative clawback entry, which the partner's next payout
 * run subtracts. Either way the sale and the commission leave the partner's running totals. Answers what
 * happened, or null when the order earned no commission (or it was taken back already).
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
  if (entry.status === 'pending') {
    await tx
      .update(partnerPayouts)
      .set({ status: 'voided', voidedAt: at })
      .where(eq(partnerPayouts.id, entry.id))
    await addToRollups(tx, entry.partnerId, order, { commissions: -1, cents: -cents, day: entry.createdAt })
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
  await addToRollups(tx, entry.partnerId, order, { commissions: 0, cents: -cents, day: at })
  return { clawedBackCents: cents }
}

/** The refunded sale leaves the partner's totals, and the commission its day (decision 025's rollups). */
async function addToRollups(
  tx: DbTransaction,
  partnerId: string,
  order: Pick<Order, 'totalPriceCents'>,
  change: { commissions: number; cents: number; day: Date },
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
  await tx
    .insert(partnerCommissionDays)
    .values({
      partnerId,
      day: utcDay(change.day),
      commissions: change.commissions,
      commissionCents: change.cents,
    })
    .onConflictDoUpdate({
      target: [partnerCommissionDays.partnerId, partnerCommissionDays.day],
      set: {
        commissions: sql`${partnerCommissionDays.commissions} + ${change.commissions}`,
        commissionCents: sql`${partnerCommissionDays.commissionCents} + ${change.cents}`,
      },
    })
}
