import type { LedgerState } from '@/domain/partner-ledger'

/** A ledger entry's state as staff read it on a partner's ledger (decision 028). */
export const ledgerStateLabels: Record<LedgerState, string> = {
  pending: 'Pending',
  held: 'Held',
  due: 'Due',
  paid: 'Paid',
  voided: 'Voided',
}

const stateTone: Record<LedgerState, string> = {
  pending: 'bg-parchment-deep text-ink',
  held: 'bg-wax text-vellum',
  due: 'bg-gold-soft text-ink',
  paid: 'bg-moss text-vellum',
  voided: 'bg-ink/10 text-ink-soft',
}

export function LedgerStateBadge({ state }: { state: LedgerState }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 font-semibold text-xs ${stateTone[state]}`}>
      {ledgerStateLabels[state]}
    </span>
  )
}
