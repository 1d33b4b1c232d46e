import type { OrderRequestInput } from '@/domain/order-request'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { useApiMutation } from '@/web/lib/use-api-mutation'

/** create-payment: the server prices and stores the order and answers where to pay. */
export async function createPayment(order: OrderRequestInput) {
  return readResponse(api.payments.$post({ json: order }))
}

export function useCreatePayment() {
  return useApiMutation(createPayment)
}
