import { describe, expect, it } from 'vitest'
import { countedAs } from './record-daily-metrics'

describe('countedAs', () => {
  it('counts every bundle of the catalogue as a bundle, whatever scrolls it holds', () => {
    // The Starter Arsenal: three Classic Scrolls; The Courtroom: five Cursed Scrolls
    expect(countedAs({ kind: 'bundle', scrollType: 'light-rant' })).toBe('bundle')
    expect(countedAs({ kind: 'bundle', scrollType: 'scroll-of-fury' })).toBe('bundle')
    expect(countedAs({ kind: 'bundle', scrollType: 'bundle' })).toBe('bundle')
  })

  it('counts a single scroll, a love scroll and a commission as their scroll type', () => {
    expect(countedAs({ kind: 'single', scrollType: 'light-rant' })).toBe('light-rant')
    expect(countedAs({ kind: 'love', scrollType: 'love-me-scroll' })).toBe('love-me-scroll')
    expect(countedAs({ kind: 'commission', scrollType: 'epic-scroll-commission' })).toBe(
      'epic-scroll-commission',
    )
  })
})
