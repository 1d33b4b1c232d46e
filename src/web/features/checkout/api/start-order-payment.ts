import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

/** Opens a checkout for an order stored earlier; answers where to pay. */
export async function startOrderPayment(orderId: string) {
  return readResponse(api.orders[':id'].payments.$post({ param: { id: orderId } }))
}
