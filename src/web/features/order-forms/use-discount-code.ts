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

/** The discount code of an order form: typed, checked with the server, then applied or refused. */
export function useDiscountCode() {
  // a code applied on an earlier visit (or given by a partner page) is offered again
  const [code, setCode] = useState(() => readPartnerDiscountCode() ?? '')
  const [applied, setApplied] = useState<AppliedDiscount | null>(null)
  const [error, setError] = useState<string | null>(null)
  const check = useCheckDiscountCode()

  const apply = () => {
    const normalized = code.trim().toUpperCase()
    if (!normalized) {
      setError(discountMessages.empty)
      return
    }
    setError(null)
    check.mutate(normalized, {
      onSuccess: (discount) => {
        setApplied(discount)
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
    setApplied(null)
    setCode('')
    setError(null)
    clearPartnerDiscountCode()
  }

  /** The server refused the applied code when the order was sent (its partner was deactivated meanwhile). */
  const reject = (message: string) => {
    setApplied(null)
    setError(message)
    clearPartnerDiscountCode()
  }

  return { code, applied, error, checking: check.isPending, apply, change, remove, reject }
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>
