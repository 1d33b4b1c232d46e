import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { useApiMutation } from '@/web/lib/use-api-mutation'

/** Resolves to the discount, or rejects with an ApiError (status 404: "Invalid discount code"). */
export async function checkDiscountCode(code: string) {
  return readResponse(api['discount-codes'].check.$post({ json: { code: code.trim().toUpperCase() } }))
}

export type AppliedDiscount = Awaited<ReturnType<typeof checkDiscountCode>>

export function useCheckDiscountCode() {
  return useApiMutation(checkDiscountCode)
}
