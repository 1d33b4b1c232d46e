import { describe, expect, it } from 'vitest'
import { niceCeiling } from './comparison-chart'

describe('niceCeiling', () => {
  it.each([
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [2_300, 2_500],
    [48_000, 50_000],
  ])('rounds %d up to %d', (value, nice) => {
    expect(niceCeiling(value)).toBe(nice)
  })
})
