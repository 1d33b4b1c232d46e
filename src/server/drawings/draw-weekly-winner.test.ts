import { describe, expect, it } from 'vitest'
import { mondayOf } from './draw-weekly-winner'

describe('mondayOf', () => {
  it.each([
    ['2026-11-23T12:00:00Z', 'UTC', '2026-11-23'],
    ['2026-11-25T08:00:00Z', 'UTC', '2026-11-23'],
    ['2026-11-29T23:59:00Z', 'UTC', '2026-11-23'],
    ['2026-11-30T00:00:00Z', 'UTC', '2026-11-30'],
    // Sunday evening in UTC is already Monday morning in Tokyo
    ['2026-11-29T20:00:00Z', 'Asia/Tokyo', '2026-11-30'],
  ])('%s in %s belongs to the week of %s', (moment, zone, monday) => {
    expect(mondayOf(new Date(moment), zone)).toBe(monday)
  })
})
