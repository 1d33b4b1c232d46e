import { useState } from 'react'
import { type AppliedDiscount, useCheckDiscountCode } from '@/web/features/discounts/api/check-discount-code'
import { ApiError } from '@/web/lib/api-error'
import {
  clearPartnerDiscountCode,
  readPartnerDiscountCode,
  savePartnerDiscountCode,
} from '@/web/lib/partner-attribution'

export const discountMessages = {
  invalid: 'Invalid discount code',
  failed: 'Error validating discount code',
  empty: 'Please enter a discount code',
} as const

/**
 * The discount code of an order form: typed, checked with the server, then applied or refused. Codes do
 * not combine with the early bird (product decision 5): while the early bird already gives as much, a good
 * code is `superseded`, not applied, and the order goes without it, still credited to the code's partner.
 */
export function useDiscountCode(earlyBird: { percent: number } | null = null) {
  // a code applied on an earlier visit (or given by a partner page) is offered again
  const [code, setCode] = useState(() => readPartnerDiscountCode() ?? '')
  const [checked, setChecked] = useState<AppliedDiscount | null>(null)
  const [error, setError] = useState<string | null>(null)
  const check = useCheckDiscountCode()
  // a code that takes no more off than the early bird would change nothing but the line's name
  const adds = checked !== null && (earlyBird === null || checked.percent > earlyBird.percent)
  const applied = adds ? checked : null
  const superseded = adds ? null : checked

  const apply = () => {
    const normalized = code.trim().toUpperCase()
    if (!normalized) {
      setError(discountMessages.empty)
      return
    }
    setError(null)
    check.mutate(normalized, {
      onSuccess: (discount) => {
        setChecked(discount)
        setCode(discount.code)
        savePartnerDiscountCode(discount.code)
      },
      onError: (failure) => {
        // 404: no active partner has it; 400: it cannot be a code at all. Anything else is our failure.
        const refused = failure instanceof ApiError && (failure.status === 404 || failure.status === 400)
        setError(refused ? discountMessages.invalid : discountMessages.failed)
      },
    })
  }

  const change = (value: string) => {
    setCode(value)
    setError(null)
  }

  const remove = () => {
    setChecked(null)
    setCode('')
    setError(null)
    clearPartnerDiscountCode()
  }

  /** The server refused the applied code when the order was sent (its partner was deactivated meanwhile). */
  const reject = (message: string) => {
    setChecked(null)
    setError(message)
    clearPartnerDiscountCode()
  }

  return {
    code,
    applied,
    superseded,
    /** the early bird the code is weighed against, while it is on offer */
    earlyBirdPercent: earlyBird?.percent ?? null,
    /** the partner a good code credits, applied or not */
    partnerSlug: checked?.partnerSlug,
    error,
    checking: check.isPending,
    apply,
    change,
    remove,
    reject,
  }
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>
