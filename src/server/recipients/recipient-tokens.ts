import { createHmac, timingSafeEqual } from 'node:crypto'
import type { RecipientKeys } from './recipient-hash'

// 128 bits of HMAC-SHA256 are enough for a link nobody can guess, and keep it short
const MAC_BYTES = 16
const hashPattern = /^[A-Za-z0-9_-]{43}$/
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function mac(keys: RecipientKeys, purpose: string, payload: string): Buffer {
  return createHmac('sha256', keys.token).update(`${purpose}:${payload}`).digest().subarray(0, MAC_BYTES)
}

/** A token of the shop's links: the payload, then 128 bits of HMAC over it and the link's purpose. */
export function signToken(keys: RecipientKeys, purpose: string, payload: string): string {
  return `${payload}.${mac(keys, purpose, payload).toString('base64url')}`
}

/** The payload of a token this shop signed for this purpose, or undefined for any other string. */
export function verifyToken(keys: RecipientKeys, purpose: string, token: string, payloadPattern: RegExp) {
  const [payload = '', signature = '', ...rest] = token.split('.')
  if (rest.length > 0 || !payloadPattern.test(payload)) return undefined
  // compared as written: base64url leaves spare bits in its last character, which must not make two links
  const given = Buffer.from(signature)
  const expected = Buffer.from(mac(keys, purpose, payload).toString('base64url'))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return payload
}

/** "Never send me another scroll": the address's hash, signed, so the link names no address. */
export const optOutToken = (keys: RecipientKeys, addressHash: string) =>
  signToken(keys, 'opt-out', addressHash)
export const readOptOutToken = (keys: RecipientKeys, token: string) =>
  verifyToken(keys, 'opt-out', token, hashPattern)

/** "Report this scroll": the delivery's id, signed, so a report names the scroll it is about. */
export const reportToken = (keys: RecipientKeys, deliveryId: string) => signToken(keys, 'report', deliveryId)
export const readReportToken = (keys: RecipientKeys, token: string) =>
  verifyToken(keys, 'report', token, uuidPattern)
