import { useId } from 'react'
import { PARTNER_DISCOUNT_PERCENT } from '@/domain/catalog-products'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import type { DiscountCodeState } from './use-discount-code'

/** Enter or "Apply" checks the code; Enter here never submits the order form around it. */
export function DiscountCodeField({ discount }: { discount: DiscountCodeState }) {
  const id = useId()
  const { applied, error } = discount
  return (
    <div className="flex flex-col gap-1.5">
      {applied ? (
        <p className="font-display text-sm font-semibold tracking-wide">Discount Code</p>
      ) : (
        <Label htmlFor={id}>Discount Code</Label>
      )}
      {applied ? (
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
            A partner's code takes {PARTNER_DISCOUNT_PERCENT}% off the scroll's price.
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
        {applied ? `Discount code ${applied.code} applied: ${applied.percent}% off` : ''}
      </p>
    </div>
  )
}
