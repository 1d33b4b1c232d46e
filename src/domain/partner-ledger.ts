/**
 * A partner's commission ledger (decision 028). Each entry is a commission earned on a paid order, or the
 * negative clawback that takes back one already paid out after a refund. Only `pending`, `paid` and
 * `voided` are stored; held and due are read from the entry and the moment asked about, so nothing has to
 * move an entry on time.
 */

/** How long a commission waits, while its order can still be refunded, when the shop sets nothing else. */
export const DEFAULT_COMMISSION_HOLD_DAYS = 30

export const DAY_MS = 24 * 60 * 60 * 1000

export const ledgerStates = ['pending', 'held', 'due', 'paid', 'voided'] as const
export type LedgerState = (typeof ledgerStates)[number]

export type LedgerEntryKind = 'commission' | 'clawback'

export type LedgerEntry = {
  kind: LedgerEntryKind
  cents: number
  status: 'pending' | 'paid' | 'voided'
  /** why staff must look at it before it can fall due (a suspected self-referral); null once released */
  heldReason: string | null
  recordedAt: Date
}

/**
 * Where an entry stands at `asOf`: paid and voided as stored; an unpaid entry staff have to release is
 * held, whatever its age; a clawback is due at once (the next payout run takes it off); a commission is
 * pending until the hold is over, then due.
 */
export function ledgerState(entry: LedgerEntry, asOf: Date, holdDays: number): LedgerState {
  if (entry.status !== 'pending') return entry.status
  if (entry.heldReason !== null) return 'held'
  const dueAt = entryDueAt(entry, holdDays)
  return dueAt !== null && dueAt.getTime() <= asOf.getTime() ? 'due' : 'pending'
}

/** When an unpaid entry falls due: null while it is held. */
export function entryDueAt(entry: Omit<LedgerEntry, 'status' | 'cents'>, holdDays: number): Date | null {
  if (entry.heldReason !== null) return null
  if (entry.kind === 'clawback') return entry.recordedAt
  return new Date(entry.recordedAt.getTime() + holdDays * DAY_MS)
}

export type LedgerBalance = { count: number; cents: number }

/** The sums of a ledger's entries by state; `total` is every entry but the voided ones. */
export type LedgerBalances = Record<LedgerState | 'total', LedgerBalance>

export function emptyBalances(): LedgerBalances {
  const zero = () => ({ count: 0, cents: 0 })
  return { pending: zero(), held: zero(), due: zero(), paid: zero(), voided: zero(), total: zero() }
}

export function ledgerBalances(entries: LedgerEntry[], asOf: Date, holdDays: number): LedgerBalances {
  const balances = emptyBalances()
  for (const entry of entries) {
    const state = ledgerState(entry, asOf, holdDays)
    balances[state].count += 1
    balances[state].cents += entry.cents
    if (state !== 'voided') {
      balances.total.count += 1
      balances.total.cents += entry.cents
    }
  }
  return balances
}

/**
 * Whether a payout run pays a partner whose due entries add up to `dueCents`: only a positive balance of
 * at least the run's minimum. A smaller one, or one a clawback made negative, waits for a later run.
 */
export function runPaysBalance(dueCents: number, minimumCents: number): boolean {
  return dueCents > 0 && dueCents >= minimumCents
}
