import { useId } from 'react'
import { formatCents } from '@/domain/money'
import type { Quote } from '@/domain/pricing'

type OrderSummaryProps = {
  quote: Quote | null
  /** early-bird places still free, when the quote counts on one */
  earlyBirdPlaces: number | null
}

/** The live total, line by line, as `quoteOrder` prices it (the server charges with the same function). */
export function OrderSummary({ quote, earlyBirdPlaces }: OrderSummaryProps) {
  const totalId = useId()
  const earlyBird = quote?.discount?.kind === 'early-bird' ? quote.discount : null
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-2xl">Thy Total</h2>
      {quote ? (
        <dl className="flex flex-col gap-1.5">
          {quote.lines.map((line) => (
            <div key={line.code} className="flex justify-between gap-4">
              <dt>{line.label}</dt>
              <dd className={line.cents < 0 ? 'whitespace-nowrap text-moss' : 'whitespace-nowrap'}>
                {formatCents(line.cents)}
              </dd>
            </div>
          ))}
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t-2 border-gold pt-2">
            <dt id={totalId} className="font-display text-lg font-semibold">
              Total
            </dt>
            <dd>
              <output aria-labelledby={totalId} className="font-display text-3xl text-wax">
                {formatCents(quote.totalCents)}
              </output>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-ink-soft">The total appears once thy choices are made.</p>
      )}
      {earlyBird && earlyBirdPlaces !== null && (
        <p className="rounded-md border-2 border-dashed border-wax px-3 py-2 text-sm">
          <strong className="font-display text-wax">
            Early bird: {earlyBird.percent}% off, {earlyBirdPlaces} place{earlyBirdPlaces === 1 ? '' : 's'}{' '}
            left
          </strong>{' '}
          The places go to the first paid orders, so the checkout page confirms thy final price before thou
          payest.
        </p>
      )}
    </div>
  )
}
