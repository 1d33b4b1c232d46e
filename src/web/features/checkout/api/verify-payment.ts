import { useQuery } from '@tanstack/react-query'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

/** verify-payment: asks the server whether the checkout was paid (and lets it mark the order paid). */
export async function verifyPayment(sessionId: string, orderId: string) {
  return readResponse(api['verify-payment'].$post({ json: { session_id: sessionId, order_id: orderId } }))
}

export type PaymentVerification = Awaited<ReturnType<typeof verifyPayment>>

export function useVerifyPayment(sessionId: string | null, orderId: string | null) {
  return useQuery({
    queryKey: ['verify-payment', sessionId, orderId],
    queryFn: () => verifyPayment(sessionId ?? '', orderId ?? ''),
    enabled: Boolean(sessionId && orderId),
    retry: false,
  })
}
