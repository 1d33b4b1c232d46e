import type { RecipientKeys } from '../recipients/recipient-hash'
import { signToken, verifyToken } from '../recipients/recipient-tokens'

const PURPOSE = 'order-page'
// the order's id, then the moment the link stops working in seconds, base 36
const payloadPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_[0-9a-z]{1,11}$/

/** The customer's link to their order's page: the order's id and when the link stops working, signed. */
export function orderPageToken(keys: RecipientKeys, orderId: string, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000)
  return signToken(keys, PURPOSE, `${orderId}_${seconds.toString(36)}`)
}

export type OrderPageTokenReading =
  | { state: 'valid'; orderId: string; expiresAt: Date }
  | { state: 'expired'; expiresAt: Date }
  | { state: 'invalid' }

/**
 * What a token says: its order while the link works, `expired` once its moment has passed, `invalid` for
 * anything the shop did not sign for this page. The signature is checked first, so a changed date is
 * invalid rather than expired.
 */
export function readOrderPageToken(keys: RecipientKeys, token: string, now: Date): OrderPageTokenReading {
  const payload = verifyToken(keys, PURPOSE, token, payloadPattern)
  if (!payload) return { state: 'invalid' }
  const [orderId = '', seconds = ''] = payload.split('_')
  const expiresAt = new Date(Number.parseInt(seconds, 36) * 1000)
  if (expiresAt.getTime() <= now.getTime()) return { state: 'expired', expiresAt }
  return { state: 'valid', orderId, expiresAt }
}
