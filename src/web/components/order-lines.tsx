import { useId } from 'react'
import { formatCents } from '@/domain/money'

type OrderLinesProps = {
  lines: readonly { code: string; label: string; cents: number }[]
  totalLabel: string
  totalCents: number
  /** the total changes as the customer chooses (an order form): it is announced as an output */
  live?: boolean
}

/** An order's priced lines, then its total. */
export function OrderLines({ lines, totalLabel, totalCents, live = false }: OrderLinesProps) {
  const totalId = useId()
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
        <dt id={totalId} className="font-display text-lg font-semibold">
          {totalLabel}
        </dt>
        {live ? (
          <dd>
            <output aria-labelledby={totalId} className="font-display text-3xl text-wax">
              {formatCents(totalCents)}
            </output>
          </dd>
        ) : (
          <dd className="font-display text-3xl text-wax">{formatCents(totalCents)}</dd>
        )}
      </div>
    </dl>
  )
}
