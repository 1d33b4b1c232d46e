import { describe, expect, it } from 'vitest'
import { formatCents, percentOf } from './money'

describe('formatCents', () => {
  it.each([
    [1499, '$14.99'],
    [0, '$0.00'],
    [5, '$0.05'],
    [1000, '$10.00'],
    [123456, '$1234.56'],
    [-150, '-$1.50'],
  ])('formats %s as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text)
  })

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError)
  })
})

describe('percentOf', () => {
  it.each([
    [3599, 10, 360],
    [1499, 10, 150],
    [5, 10, 1],
    [4, 10, 0],
    [1799, 10, 180],
    [9400, 10, 940],
    [1000, 0, 0],
    [1000, 100, 1000],
  ])('%s cents at %s%% is %s (half up)', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected)
  })

  it.each([
    [-1, 10],
    [1.5, 10],
    [100, 101],
    [100, 12.5],
  ])('refuses %s cents at %s%%', (cents, percent) => {
    expect(() => percentOf(cents, percent)).toThrow(RangeError)
  })
})
