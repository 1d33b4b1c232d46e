import { describe, expect, it } from 'vitest'
import { judgeCraft } from '../../../tests/craft/judge-craft'

// the floors the craft figures may not fall below; `npm run bench -- --only craft` prints them all
describe('the craft of the scroll, on the stories of tests/craft', { timeout: 60_000 }, () => {
  const figures = judgeCraft({ sameInput: 1000, varied: 1000, seedsPerStory: 4, timed: false })

  it('uses at least 70% of each story’s key specifics outside any quotation of the customer', () => {
    expect(figures.specificity).toBeGreaterThanOrEqual(0.7)
  })

  it('opens 1,000 orders of one story in at least 300 different ways', () => {
    expect(figures.sameInputOpenings).toBeGreaterThanOrEqual(300)
  })

  it('shares at most 10% of its sentences between two scrolls of one story', () => {
    expect(figures.sameInputOverlap).toBeLessThanOrEqual(0.1)
  })

  it('repeats no sentence in more than 2% of 1,000 varied scrolls', () => {
    expect(figures.topSentenceShare, figures.topSentence).toBeLessThanOrEqual(0.02)
  })

  it('rations the geese: in at most 15% of scrolls, and in no love letter', () => {
    expect(figures.geeseShare).toBeLessThanOrEqual(0.15)
    expect(figures.loveGeeseShare).toBe(0)
  })

  it('writes every product within the words it is sold by', () => {
    for (const entry of figures.words) expect(entry.within, `${entry.product}, ${entry.pages} pages`).toBe(1)
  })
})
