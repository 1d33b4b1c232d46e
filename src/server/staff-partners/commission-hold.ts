import { and, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm'
import { DAY_MS, type LedgerState } from '@/domain/partner-ledger'
import { partnerPayouts } from '../db/schema'

/**
 * The ledger's states in SQL, as `ledgerState` (src/domain/partner-ledger.ts) reads them from one entry
 * (decision 028): a commission is `pending` while its order can still be refunded (the hold,
 * COMMISSION_HOLD_DAYS), `due` once the hold is over, `paid` when its payout run is marked paid. One held
 * for staff to look at is never due until released; a clawback is due at once. Due is not stored, so
 * nothing has to move an entry on time.
 */

/** Commissions recorded at or before this moment had left their hold by `asOf`. */
export const dueCutoff = (asOf: Date, holdDays: number) => new Date(asOf.getTime() - holdDays * DAY_MS)

/** Which entries were in `state` at `asOf`. */
export function inState(state: LedgerState, asOf: Date, holdDays: number): SQL {
  if (state === 'paid' || state === 'voided') return eq(partnerPayouts.status, state)
  const unpaid = eq(partnerPayouts.status, 'pending')
  if (state === 'held') return and(unpaid, isNotNull(partnerPayouts.heldReason)) as SQL
  const cutoff = dueCutoff(asOf, holdDays)
  if (state === 'due') {
    const fallen = or(eq(partnerPayouts.kind, 'clawback'), lte(partnerPayouts.createdAt, cutoff))
    return and(unpaid, isNull(partnerPayouts.heldReason), fallen) as SQL
  }
  return and(
    unpaid,
    isNull(partnerPayouts.heldReason),
    eq(partnerPayouts.kind, 'commission'),
    gt(partnerPayouts.createdAt, cutoff),
  ) as SQL
}
