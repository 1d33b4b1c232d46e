import { shop } from '@/domain/shop'
import { HttpError } from '../http/errors'
import type { Services } from '../services'
import { readOrderPageToken } from './order-page-token'

export const notALink = () => new HttpError(404, 'not_found', 'This link is not one the scribes sent.')

/**
 * The order a customer's link names while it works: 404 for a link the shop did not sign, 410 for one
 * whose time has passed, so the page can say which and how to ask for a fresh one.
 */
export function orderOfLink(services: Services, token: string): string {
  const reading = readOrderPageToken(services.recipientKeys, token, new Date())
  if (reading.state === 'invalid') throw notALink()
  if (reading.state === 'expired') {
    throw new HttpError(
      410,
      'gone',
      `This link has expired. Write to ${shop.contactEmail} with thy order number and the council shall help thee.`,
    )
  }
  return reading.orderId
}
