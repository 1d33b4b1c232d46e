import { describe, expect, it } from 'vitest'
import { testCheckoutOn } from './create-payment-provider'

const postgres = 'postgres://shop@db/shop'

describe('testCheckoutOn', () => {
  it('keeps the test checkout on the embedded database, for trying the shop', () => {
    expect(testCheckoutOn({ DATABASE_URL: undefined, TEST_CHECKOUT: undefined })).toBe(true)
  })

  it('turns it off on PostgreSQL unless TEST_CHECKOUT=true', () => {
    expect(testCheckoutOn({ DATABASE_URL: postgres, TEST_CHECKOUT: undefined })).toBe(false)
    expect(testCheckoutOn({ DATABASE_URL: postgres, TEST_CHECKOUT: true })).toBe(true)
  })

  it('turns it off anywhere with TEST_CHECKOUT=false', () => {
    expect(testCheckoutOn({ DATABASE_URL: undefined, TEST_CHECKOUT: false })).toBe(false)
  })
})
