import { quoteExpiresAt, quoteLastDay } from '@/domain/commission-quote'
import { configuredOrigin } from '../http/public-origin'
import type { OrderPageLink } from '../letters/order-page-block'
import type { RecipientKeys } from '../recipients/recipient-hash'
import type { Services } from '../services'
import { orderPageToken } from './order-page-token'

/** The web page a customer's link opens; the token is the only key to it. */
export const orderPagePath = (token: string) => `/order/${token}`

/**
 * The link a letter to the customer carries (product decision 30). It lapses as a quote's link does: at
 * the end of its last day in every time zone, `days` from now (ORDER_PAGE_LINK_DAYS).
 */
export function orderPageLink(
  keys: RecipientKeys,
  origin: string,
  orderId: string,
  days: number,
  now = new Date(),
): OrderPageLink {
  const expiresAt = quoteExpiresAt(days, now)
  return {
    url: `${origin}${orderPagePath(orderPageToken(keys, orderId, expiresAt))}`,
    lastDay: quoteLastDay(expiresAt),
  }
}

/** The link a letter to the customer carries, written by a job: from the shop's configured address. */
export const customerOrderPageLink = (services: Services, orderId: string) =>
  orderPageLink(
    services.recipientKeys,
    configuredOrigin(services.config),
    orderId,
    services.config.ORDER_PAGE_LINK_DAYS,
  )
