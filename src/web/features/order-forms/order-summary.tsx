import { formatCents } from '@/domain/money'
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

type TotalBarProps = {
  /** null until the choices give a price */
  totalCents: number | null
  label: string
  busyLabel: string
  busy: boolean
  /** why the order was not sent, shown above the button so it is seen where the button was pressed */
  failure?: string | null
}

/**
 * The order's total and its submit button. On a phone it stays at the foot of the screen while the long
 * form scrolls by, as the desktop's summary stays beside the form; the form's own summary still gives the
 * lines and the total a screen reader hears.
 */
export function TotalBar({ totalCents, label, busyLabel, busy, failure }: TotalBarProps) {
  // its place on a phone, at the foot of the screen, is in components.css
  return (
    <div className="total-bar">
      {failure && (
        <p role="alert" className="rounded-md border-2 border-wax bg-[#fbeeee] px-3 py-2 text-wax">
          {failure}
        </p>
      )}
      <div className="flex items-center gap-4">
        {totalCents !== null && (
          <p aria-hidden="true" className="total-bar__total flex flex-col leading-tight">
            <span className="text-sm text-ink-soft">Total</span>
            <span className="font-display text-2xl text-wax">{formatCents(totalCents)}</span>
          </p>
        )}
        <button type="submit" className="btn-primary grow text-lg" disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : label}
        </button>
      </div>
    </div>
  )
}
