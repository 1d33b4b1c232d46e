import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'

const getOrderEndpoint = api.orders[':id'].$get
export type PublicOrder = InferResponseType<typeof getOrderEndpoint, 200>

export async function getOrder(orderId: string): Promise<PublicOrder> {
  return readJson<PublicOrder>(await getOrderEndpoint({ param: { id: orderId } }))
}

export const orderQuery = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId], queryFn: () => getOrder(orderId) })

export function useOrder(orderId: string | null) {
  return useQuery({ ...orderQuery(orderId ?? ''), enabled: Boolean(orderId) })
}
