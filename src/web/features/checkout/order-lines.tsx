import { formatCents } from '@/domain/money'

type OrderLinesProps = {
  lines: readonly { code: string; label: string; cents: number }[]
  totalLabel: string
  totalCents: number
}

/** An order's priced lines as the server stored them, then its total. */
export function OrderLines({ lines, totalLabel, totalCents }: OrderLinesProps) {
  return (
    <dl className="flex flex-col gap-1.5">
      {lines.map((line) => (
        <div key={line.code} className="flex justify-between gap-4">
          <dt>{line.label}</dt>
          <dd className={line.cents < 0 ? 'whitespace-nowrap text-moss' : 'whitespace-nowrap'}>
            {formatCents(line.cents)}
          </dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t-2 border-gold pt-2">
        <dt className="font-display text-lg font-semibold">{totalLabel}</dt>
        <dd className="font-display text-3xl text-wax">{formatCents(totalCents)}</dd>
      </div>
    </dl>
  )
}
