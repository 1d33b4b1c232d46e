import { useMutation } from '@tanstack/react-query'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'
import type { Checkout } from './create-payment'

/** Opens a checkout for an order stored earlier; answers where to pay. */
export async function startOrderPayment(orderId: string): Promise<Checkout> {
  return readJson<Checkout>(await api.orders[':id'].payments.$post({ param: { id: orderId } }))
}

export function useStartOrderPayment() {
  return useMutation({ mutationFn: startOrderPayment })
}
