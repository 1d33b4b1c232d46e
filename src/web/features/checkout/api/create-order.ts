import type { OrderRequestInput } from '@/domain/order-request'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'
import { useApiMutation } from '@/web/lib/use-api-mutation'
import type { PublicOrder } from './get-order'

/** Stores an order to be paid on the next page (the love form's test order). */
export async function createOrder(order: OrderRequestInput): Promise<PublicOrder> {
  return readJson<PublicOrder>(await api.orders.$post({ json: order }))
}

export function useCreateOrder() {
  return useApiMutation(createOrder)
}
