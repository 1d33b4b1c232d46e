import type { OrderRequestInput } from '@/domain/order-request'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

/** Stores an order to be paid on the next page (the love form's test order). */
export async function createOrder(order: OrderRequestInput) {
  return readResponse(api.orders.$post({ json: order }))
}
