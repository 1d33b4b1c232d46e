import { useQuery } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'

const verifyEndpoint = api['verify-payment'].$post
export type PaymentVerification = InferResponseType<typeof verifyEndpoint, 200>

/** verify-payment: asks the server whether the checkout was paid (and lets it mark the order paid). */
export async function verifyPayment(sessionId: string, orderId: string): Promise<PaymentVerification> {
  return readJson<PaymentVerification>(
    await verifyEndpoint({ json: { session_id: sessionId, order_id: orderId } }),
  )
}

export function useVerifyPayment(sessionId: string | null, orderId: string | null) {
  return useQuery({
    queryKey: ['verify-payment', sessionId, orderId],
    queryFn: () => verifyPayment(sessionId ?? '', orderId ?? ''),
    enabled: Boolean(sessionId && orderId),
    retry: false,
  })
}
