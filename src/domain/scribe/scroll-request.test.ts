import { describe, expect, it } from 'vitest'
import { bundleIntensityLevel, loveIntensityLevel, loveIntensityOf, toIntensityLevel } from './scroll-request'

describe('intensity mapping', () => {
  it('spreads the four bundle intensities over the dial, gentle 1 to nuclear 5', () => {
    expect(['gentle', 'medium', 'strong', 'nuclear'].map((i) => bundleIntensityLevel(i as never))).toEqual([
      1, 2, 4, 5,
    ])
  })

  it('maps love intensities as spec section 9 does, and back', () => {
    expect(loveIntensityLevel('love_me')).toBe(1)
    expect(loveIntensityLevel('love_me_not')).toBe(3)
    expect(loveIntensityLevel('harsh_rejection')).toBe(5)
    expect([1, 2, 3, 4, 5].map((level) => loveIntensityOf(level as never))).toEqual([
      'love_me',
      'love_me',
      'love_me_not',
      'harsh_rejection',
      'harsh_rejection',
    ])
  })

  it('reads a stored intensity as a level, clamping odd values', () => {
    expect(toIntensityLevel(null)).toBe(2)
    expect(toIntensityLevel(undefined, 4)).toBe(4)
    expect(toIntensityLevel(9)).toBe(5)
    expect(toIntensityLevel(0)).toBe(1)
    expect(toIntensityLevel(3.4)).toBe(3)
  })
})
