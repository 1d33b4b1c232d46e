import { and, eq, gt, lte, type SQL } from 'drizzle-orm'
import { partnerPayouts } from '../db/schema'

/**
 * A commission is `pending` while its order can still be refunded, `due` once this hold is over, and
 * `paid` when staff mark it paid in a payout run (product decision 25). Due is not stored: it is a pending
 * row older than the hold, so nothing has to move it on time.
 */
export const COMMISSION_HOLD_DAYS = 30
const holdMs = COMMISSION_HOLD_DAYS * 24 * 60 * 60 * 1000

export const payoutStates = ['pending', 'due', 'paid'] as const
export type PayoutState = (typeof payoutStates)[number]

/** Commissions recorded at or before this moment had left their hold by `asOf`. */
export const dueCutoff = (asOf: Date) => new Date(asOf.getTime() - holdMs)

export const dueAt = (recordedAt: Date) => new Date(recordedAt.getTime() + holdMs)

/** Which commissions were in `state` at `asOf`. */
export function inState(state: PayoutState, asOf: Date): SQL {
  if (state === 'paid') return eq(partnerPayouts.status, 'paid')
  const age =
    state === 'due'
      ? lte(partnerPayouts.createdAt, dueCutoff(asOf))
      : gt(partnerPayouts.createdAt, dueCutoff(asOf))
  return and(eq(partnerPayouts.status, 'pending'), age) as SQL
}
