import { describe, expect, it } from 'vitest'
import { shopDate } from './shop-date'

describe('shopDate', () => {
  it('gives the calendar day in the shop’s own zone', () => {
    const lateEvening = new Date('2026-03-01T23:30:00Z')
    expect(shopDate(lateEvening, 'UTC')).toBe('2026-03-01')
    expect(shopDate(lateEvening, 'Europe/Berlin')).toBe('2026-03-02')
    expect(shopDate(lateEvening, 'America/New_York')).toBe('2026-03-01')
    // the kept formatter of one zone never answers for another
    expect(shopDate(lateEvening, 'UTC')).toBe('2026-03-01')
  })
})
