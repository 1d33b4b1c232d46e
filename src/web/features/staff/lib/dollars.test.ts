import { describe, expect, it } from 'vitest'
import { dollarsToCents } from './dollars'

describe('dollarsToCents', () => {
  it.each([
    ['249.50', 24_950],
    ['249.5', 24_950],
    ['$80', 8000],
    [' $ 1,250.05 ', 125_005],
    ['10000', 1_000_000],
    ['0.01', 1],
  ])('reads %j as %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents)
  })

  it.each(['', 'twelve', '12.345', '-5', '1.2.3', '12,34'])('refuses %j', (text) => {
    expect(dollarsToCents(text)).toBeNull()
  })
})
