import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'
import { useApiMutation } from '@/web/lib/use-api-mutation'

export type AppliedDiscount = {
  code: string
  discountType: 'percentage'
  percent: number
  partnerSlug: string
}

/** Resolves to the discount, or rejects with an ApiError (status 404: "Invalid discount code"). */
export async function checkDiscountCode(code: string): Promise<AppliedDiscount> {
  return readJson<AppliedDiscount>(
    await api['discount-codes'].check.$post({ json: { code: code.trim().toUpperCase() } }),
  )
}

export function useCheckDiscountCode() {
  return useApiMutation(checkDiscountCode)
}
