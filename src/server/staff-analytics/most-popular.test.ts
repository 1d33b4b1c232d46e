import { describe, expect, it } from 'vitest'
import type { ScrollType } from '@/domain/catalog-products'
import { mostPopularScrollType } from './most-popular'

const none: Record<ScrollType, number> = {
  'light-rant': 0,
  'scroll-of-fury': 0,
  'epic-scroll-commission': 0,
  'eternal-scroll': 0,
  'love-me-scroll': 0,
}

describe('mostPopularScrollType', () => {
  it('is the type with the highest summed count', () => {
    expect(
      mostPopularScrollType({ ...none, 'light-rant': 7, 'scroll-of-fury': 3, 'eternal-scroll': 6 }),
    ).toBe('light-rant')
  })

  it('gives a tie to the type later in the catalog’s order', () => {
    expect(mostPopularScrollType({ ...none, 'light-rant': 4, 'scroll-of-fury': 4 })).toBe('scroll-of-fury')
    expect(
      mostPopularScrollType({ ...none, 'light-rant': 4, 'love-me-scroll': 4, 'eternal-scroll': 4 }),
    ).toBe('love-me-scroll')
    // the catalog lists the commission before the eternal scroll
    expect(mostPopularScrollType({ ...none, 'eternal-scroll': 2, 'epic-scroll-commission': 2 })).toBe(
      'eternal-scroll',
    )
  })

  it('does not let a later tie beat a higher count', () => {
    expect(
      mostPopularScrollType({ ...none, 'scroll-of-fury': 5, 'eternal-scroll': 4, 'love-me-scroll': 4 }),
    ).toBe('scroll-of-fury')
  })

  it('names no type when nothing was sold', () => {
    expect(mostPopularScrollType(none)).toBeNull()
  })
})
