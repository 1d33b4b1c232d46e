import { describe, expect, it } from 'vitest'
import { normaliseAddress, recipientHash, recipientKeys } from './recipient-hash'
import { optOutToken, readOptOutToken, readReportToken, reportToken } from './recipient-tokens'

const keys = recipientKeys('a-test-auth-secret-of-at-least-32-characters')

describe('normaliseAddress', () => {
  it.each([
    ['  Baron@Example.COM ', 'baron@example.com'],
    ['baron+scrolls@example.com', 'baron@example.com'],
    ['Sir.Reginald+x@gmail.com', 'sirreginald@gmail.com'],
    ['sir.reginald@googlemail.com', 'sirreginald@gmail.com'],
    // dots count everywhere but Gmail
    ['sir.reginald@example.com', 'sir.reginald@example.com'],
    ['+only@example.com', '+only@example.com'],
  ])('writes %s as %s', (address, normalised) => {
    expect(normaliseAddress(address)).toBe(normalised)
  })
})

describe('recipientHash', () => {
  it('is the same for every way of writing one mailbox, and never holds the address', () => {
    const hash = recipientHash(keys, 'sir.reginald@gmail.com')
    expect(recipientHash(keys, ' SirReginald+2@GoogleMail.com')).toBe(hash)
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(hash).not.toContain('reginald')
  })

  it('differs between addresses and between shops (keyed by the auth secret)', () => {
    const other = recipientKeys('another-shops-auth-secret-of-32-characters!')
    expect(recipientHash(keys, 'a@example.com')).not.toBe(recipientHash(keys, 'b@example.com'))
    expect(recipientHash(other, 'a@example.com')).not.toBe(recipientHash(keys, 'a@example.com'))
  })
})

describe('the tokens of a scroll email’s links', () => {
  const hash = recipientHash(keys, 'baron@example.com')
  const deliveryId = '0c9a7e51-3f2b-4d8c-9e6a-1b2c3d4e5f60'

  it('read back what they carry', () => {
    expect(readOptOutToken(keys, optOutToken(keys, hash))).toBe(hash)
    expect(readReportToken(keys, reportToken(keys, deliveryId))).toBe(deliveryId)
  })

  it('refuse a token changed by one character, made with another key, or made for the other link', () => {
    const token = optOutToken(keys, hash)
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(readOptOutToken(keys, flipped)).toBeUndefined()
    const other = recipientKeys('another-shops-auth-secret-of-32-characters!')
    expect(readOptOutToken(keys, optOutToken(other, hash))).toBeUndefined()
    expect(readReportToken(keys, optOutToken(keys, hash))).toBeUndefined()
    expect(readOptOutToken(keys, `${hash}.`)).toBeUndefined()
    expect(readOptOutToken(keys, 'baron@example.com')).toBeUndefined()
  })
})
