import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

export async function getOrder(orderId: string) {
  return readResponse(api.orders[':id'].$get({ param: { id: orderId } }))
}

export type PublicOrder = Awaited<ReturnType<typeof getOrder>>

export const orderQuery = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId], queryFn: () => getOrder(orderId) })

export function useOrder(orderId: string | null) {
  return useQuery({ ...orderQuery(orderId ?? ''), enabled: Boolean(orderId) })
}
