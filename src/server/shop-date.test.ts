import { describe, expect, it } from 'vitest'
import { shopDate, shopDayStart } from './shop-date'

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

describe('shopDayStart', () => {
  it('is the shop’s midnight, as a moment', () => {
    expect(shopDayStart('2026-03-02', 'UTC').toISOString()).toBe('2026-03-02T00:00:00.000Z')
    expect(shopDayStart('2026-03-02', 'Europe/Berlin').toISOString()).toBe('2026-03-01T23:00:00.000Z')
    expect(shopDayStart('2026-03-02', 'Pacific/Kiritimati').toISOString()).toBe('2026-03-01T10:00:00.000Z')
    expect(shopDayStart('2026-03-02', 'Asia/Kathmandu').toISOString()).toBe('2026-03-01T18:15:00.000Z')
  })

  it('follows daylight saving, and a day whose midnight the clocks skip', () => {
    // New York moves to summer time on 8 March 2026, at 2 in the morning
    expect(shopDayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(shopDayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
    // Santiago's clocks went from midnight straight to one o'clock on 8 September 2024
    expect(shopDayStart('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z')
  })

  it('agrees with shopDate on either side of the moment', () => {
    for (const timeZone of ['Pacific/Honolulu', 'Europe/London', 'Australia/Lord_Howe']) {
      for (const date of ['2026-01-01', '2026-04-05', '2026-10-04']) {
        const start = shopDayStart(date, timeZone)
        expect(shopDate(start, timeZone)).toBe(date)
        expect(shopDate(new Date(start.getTime() - 1), timeZone) < date).toBe(true)
      }
    }
  })
})
