import { describe, expect, it } from 'vitest'
import { recipientKeys } from '../recipients/recipient-hash'
import { reportToken, signToken } from '../recipients/recipient-tokens'
import { orderPageLink } from './order-page-link'
import { orderPageToken, readOrderPageToken } from './order-page-token'

const keys = recipientKeys('a-test-auth-secret-of-at-least-32-characters')
const orderId = '6f1c2a4e-9b0d-4c1e-8f2a-3d5b7c9e1f04'
const now = new Date('2026-03-14T10:00:00Z')
const expiresAt = new Date('2026-06-13T12:00:00Z')

describe('the token of a customer’s link to their order’s page', () => {
  it('reads back its order and expiry while the link works', () => {
    const token = orderPageToken(keys, orderId, expiresAt)
    expect(token).toMatch(/^[\w-]+\.[\w-]{22}$/)
    expect(readOrderPageToken(keys, token, now)).toEqual({ state: 'valid', orderId, expiresAt })
  })

  it('is expired from its moment on, and says so rather than calling it forged', () => {
    const token = orderPageToken(keys, orderId, expiresAt)
    expect(readOrderPageToken(keys, token, expiresAt)).toEqual({ state: 'expired', expiresAt })
    expect(readOrderPageToken(keys, token, new Date('2027-01-01T00:00:00Z')).state).toBe('expired')
  })

  it('refuses a token tampered with: its signature, its order, or its date pushed later', () => {
    const token = orderPageToken(keys, orderId, expiresAt)
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(readOrderPageToken(keys, flipped, now)).toEqual({ state: 'invalid' })
    const [payload = '', signature = ''] = token.split('.')
    const otherOrder = payload.replace(orderId, '00000000-0000-4000-8000-000000000000')
    expect(readOrderPageToken(keys, `${otherOrder}.${signature}`, now).state).toBe('invalid')
    const later = Math.floor(new Date('2030-01-01T00:00:00Z').getTime() / 1000).toString(36)
    const extended = `${payload.split('_')[0]}_${later}.${signature}`
    expect(readOrderPageToken(keys, extended, now).state).toBe('invalid')
    // an expired link whose date was changed is forged, not merely expired
    expect(readOrderPageToken(keys, extended, new Date('2031-01-01T00:00:00Z')).state).toBe('invalid')
  })

  it('refuses a token of another shop, of another purpose, or no token at all', () => {
    const other = recipientKeys('another-shops-auth-secret-of-32-characters!')
    expect(readOrderPageToken(keys, orderPageToken(other, orderId, expiresAt), now).state).toBe('invalid')
    const payload = orderPageToken(keys, orderId, expiresAt).split('.')[0] ?? ''
    expect(readOrderPageToken(keys, signToken(keys, 'report', payload), now).state).toBe('invalid')
    expect(readOrderPageToken(keys, reportToken(keys, orderId), now).state).toBe('invalid')
    for (const token of ['', '.', orderId, `${payload}.`, `${orderPageToken(keys, orderId, expiresAt)}.x`]) {
      expect(readOrderPageToken(keys, token, now).state).toBe('invalid')
    }
  })
})

describe('orderPageLink', () => {
  it('points at the order’s page and works to the end of its last day, the days it was given from now', () => {
    const link = orderPageLink(keys, 'https://shop.example', orderId, 90, now)
    expect(link.url).toMatch(/^https:\/\/shop\.example\/order\/[\w-]+\.[\w-]{22}$/)
    expect(link.lastDay.toISOString()).toBe('2026-06-12T00:00:00.000Z')
    const token = link.url.split('/').pop() ?? ''
    expect(readOrderPageToken(keys, token, new Date('2026-06-12T23:59:00Z')).state).toBe('valid')
    expect(readOrderPageToken(keys, token, new Date('2026-06-14T00:00:00Z')).state).toBe('expired')
  })
})
