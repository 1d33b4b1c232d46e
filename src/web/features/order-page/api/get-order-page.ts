import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { isInProgress } from '../order-status-copy'

const POLL_MS = 5000

/** The customer's page of an order, by the token of the link in their receipt. */
export async function getOrderPage(token: string) {
  return readResponse(api['order-pages'][':token'].$get({ param: { token } }))
}

export type OrderPageData = Awaited<ReturnType<typeof getOrderPage>>
export type SentScroll = OrderPageData['scrolls'][number]

/** Where a sent scroll's file downloads, by the same token ($path answers it below the client's /api). */
export const scrollFilePath = (token: string, number: number, file: 'pdf' | 'narration') =>
  `/api${api['order-pages'][':token'].scrolls[':number'][file].$path({ param: { token, number: String(number) } })}`

// a link the shop did not sign, or one whose time has passed, will not work by asking again
const isFinal = (error: unknown) => error instanceof ApiError && [400, 404, 410].includes(error.status)

/** The scribes are still at work: an order on its way, or a corrected scroll being sealed again. */
export const stillMoving = (page: OrderPageData | undefined) =>
  page !== undefined &&
  (isInProgress(page.status) || page.scrolls.some((scroll) => scroll.state === 'sending-again'))

export const orderPageQuery = (token: string) =>
  queryOptions({ queryKey: ['order-page', token], queryFn: () => getOrderPage(token) })

/** The page, asked again while the scribes are still at work on it, as the order's confirmation does. */
export function useOrderPage(token: string) {
  return useQuery({
    ...orderPageQuery(token),
    retry: (failures, error) => !isFinal(error) && failures < 1,
    refetchInterval: (query) => (stillMoving(query.state.data) ? POLL_MS : false),
  })
}
