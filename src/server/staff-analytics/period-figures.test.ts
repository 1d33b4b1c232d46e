import { describe, expect, it } from 'vitest'
import { bestDay, percentChange, sharePercent } from './period-figures'

describe('percentChange', () => {
  it('is the rise or fall against the previous figure, in whole percent', () => {
    expect(percentChange(150, 100)).toBe(50)
    expect(percentChange(1, 3)).toBe(-67)
    expect(percentChange(40, 36)).toBe(11)
    expect(percentChange(0, 12)).toBe(-100)
  })

  it('has no sign when nothing changed, even after rounding', () => {
    expect(Object.is(percentChange(100, 100), 0)).toBe(true)
    expect(Object.is(percentChange(1999, 2000), 0)).toBe(true)
  })

  it('is null when the previous period had nothing to compare with', () => {
    expect(percentChange(7, 0)).toBeNull()
    expect(percentChange(0, 0)).toBeNull()
  })
})

describe('sharePercent', () => {
  it('is the part of the whole in whole percent, and null without a whole', () => {
    expect(sharePercent(1, 3)).toBe(33)
    expect(sharePercent(2, 3)).toBe(67)
    expect(sharePercent(0, 5)).toBe(0)
    expect(sharePercent(0, 0)).toBeNull()
  })
})

describe('bestDay', () => {
  const day = (date: string, revenueCents: number, orders = 1) => ({ date, orders, revenueCents })

  it('is the day of the most revenue, not of the most orders', () => {
    expect(
      bestDay([day('2026-03-01', 2000, 5), day('2026-03-02', 9900, 1), day('2026-03-03', 0, 0)]),
    ).toEqual(day('2026-03-02', 9900, 1))
  })

  it('gives a tie to the later day, whatever order the days come in', () => {
    const earlier = day('2026-03-01', 4500)
    const later = day('2026-03-09', 4500)
    expect(bestDay([earlier, later])).toEqual(later)
    expect(bestDay([later, earlier])).toEqual(later)
  })

  it('names no day when nothing was sold', () => {
    expect(bestDay([day('2026-03-01', 0, 0), day('2026-03-02', 0, 0)])).toBeNull()
    expect(bestDay([])).toBeNull()
  })
})
