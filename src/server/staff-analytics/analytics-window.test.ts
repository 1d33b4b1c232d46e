import { describe, expect, it } from 'vitest'
import { addDays, analyticsWindow, daysOf } from './analytics-window'

describe('analyticsWindow', () => {
  it('is today and the 29 days before it, then the 30 days before those', () => {
    expect(analyticsWindow(new Date('2026-03-15T12:00:00Z'), 'UTC')).toEqual({
      current: { from: '2026-02-14', to: '2026-03-15' },
      previous: { from: '2026-01-15', to: '2026-02-13' },
    })
  })

  it('counts days in the shop’s time zone, not the server’s', () => {
    const lateEvening = new Date('2026-03-01T23:30:00Z')
    // already 2 March in Berlin: February 2026 has 28 days
    expect(analyticsWindow(lateEvening, 'Europe/Berlin').current).toEqual({
      from: '2026-02-01',
      to: '2026-03-02',
    })
    expect(analyticsWindow(lateEvening, 'UTC').current).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    // still 28 February in Honolulu
    const earlyMorning = new Date('2026-03-01T05:00:00Z')
    expect(analyticsWindow(earlyMorning, 'Pacific/Honolulu').current.to).toBe('2026-02-28')
  })

  it('keeps 30 whole calendar days across a daylight-saving change', () => {
    // Europe/London moves its clocks on 29 March 2026
    const window = analyticsWindow(new Date('2026-04-10T00:30:00+01:00'), 'Europe/London')
    expect(window.current).toEqual({ from: '2026-03-12', to: '2026-04-10' })
    expect(daysOf(window.current)).toHaveLength(30)
    expect(daysOf(window.previous)).toHaveLength(30)
    expect(addDays(window.previous.to, 1)).toBe(window.current.from)
  })
})

describe('daysOf', () => {
  it('lists every day of a range, oldest first, across month and year ends', () => {
    expect(daysOf({ from: '2025-12-30', to: '2026-01-02' })).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ])
    expect(daysOf({ from: '2028-02-28', to: '2028-03-01' })).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ])
  })
})
