import { useId } from 'react'
import { PARTNER_DISCOUNT_PERCENT } from '@/domain/catalog-products'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import type { DiscountCodeState } from './use-discount-code'

/** "the early-bird 10% already applies; codes do not combine" (product decision 5). */
const noCombining = (percent: number) => `the early-bird ${percent}% already applies; codes do not combine`

/**
 * Enter or "Apply" checks the code; Enter here never submits the order form around it. A good code that
 * takes off no more than the early bird is never shown as applied: the field says why it changes nothing.
 */
export function DiscountCodeField({ discount }: { discount: DiscountCodeState }) {
  const id = useId()
  const { applied, superseded, earlyBirdPercent, error } = discount
  const held = applied ?? superseded
  return (
    <div className="flex flex-col gap-1.5">
      {held ? (
        <p className="font-display text-sm font-semibold tracking-wide">Discount Code</p>
      ) : (
        <Label htmlFor={id}>Discount Code</Label>
      )}
      {superseded && earlyBirdPercent !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border-2 border-gold bg-parchment px-3 py-2">
          <p>
            <strong className="font-display tracking-wider">{superseded.code}</strong> is a good code, but{' '}
            {noCombining(earlyBirdPercent)}.
          </p>
          <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={discount.remove}>
            Remove<span className="sr-only"> discount code {superseded.code}</span>
          </button>
        </div>
      ) : applied ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border-2 border-moss bg-[#edf5ef] px-3 py-2">
          <p className="text-moss">
            <strong className="font-display tracking-wider">{applied.code}</strong> applied: {applied.percent}
            % off
          </p>
          <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={discount.remove}>
            Remove<span className="sr-only"> discount code {applied.code}</span>
          </button>
        </div>
      ) : (
        <>
          <p id={`${id}-hint`} className="text-sm text-ink-soft">
            {earlyBirdPercent === null
              ? `A partner's code takes ${PARTNER_DISCOUNT_PERCENT}% off the scroll's price.`
              : `A partner's code takes ${PARTNER_DISCOUNT_PERCENT}% off the scroll's price, but ${noCombining(earlyBirdPercent)}.`}
          </p>
          <div className="flex gap-2">
            <Input
              id={id}
              value={discount.code}
              onChange={(event) => discount.change(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                if (!discount.checking) discount.apply()
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="min-w-0 uppercase"
            />
            <button
              type="button"
              className="btn-secondary shrink-0 px-4"
              onClick={discount.apply}
              disabled={discount.checking}
              aria-busy={discount.checking}
            >
              {discount.checking ? 'Checking...' : 'Apply'}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="field-error">
              {error}
            </p>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {applied
          ? `Discount code ${applied.code} applied: ${applied.percent}% off`
          : superseded && earlyBirdPercent !== null
            ? `Discount code ${superseded.code} not applied: ${noCombining(earlyBirdPercent)}`
            : ''}
      </p>
    </div>
  )
}
