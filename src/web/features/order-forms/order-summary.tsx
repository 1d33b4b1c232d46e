import type { Quote } from '@/domain/pricing'
import { OrderLines } from '@/web/components/order-lines'

type OrderSummaryProps = {
  quote: Quote | null
  /** early-bird places still free, when the quote counts on one */
  earlyBirdPlaces: number | null
}

/** The live total, line by line, as `quoteOrder` prices it (the server charges with the same function). */
export function OrderSummary({ quote, earlyBirdPlaces }: OrderSummaryProps) {
  const earlyBird = quote?.discount?.kind === 'early-bird' ? quote.discount : null
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-2xl">Thy Total</h2>
      {quote ? (
        <OrderLines lines={quote.lines} totalLabel="Total" totalCents={quote.totalCents} live />
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
