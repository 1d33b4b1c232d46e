import { describe, expect, it } from 'vitest'
import { type Item, paginate } from './paginate'

// a paragraph of n lines with the same orphan and widow rules scroll-blocks applies
const paragraph = (lines: number, height = 10): Item[] =>
  Array.from({ length: lines }, (_, i) => ({
    height,
    keepWithPrevious: i === 1 || (i > 0 && i === lines - 1),
  }))
const space: Item = { height: 5, space: true }
const heights = (pages: ReturnType<typeof paginate>) =>
  pages.map((page) => page.map((placed) => placed.index))

describe('paginate', () => {
  it('places items down the page and starts a new one when full', () => {
    const pages = paginate([{ height: 40 }, { height: 40 }, { height: 40 }], 0, 100)
    expect(heights(pages)).toEqual([[0, 1], [2]])
    expect(pages[0]?.map((placed) => placed.y)).toEqual([0, 40])
  })

  it('never leaves a lone last line at the head of a page (widow)', () => {
    // 9 lines fit, the paragraph has 10: two lines move over, not one
    const pages = paginate(paragraph(10), 0, 90)
    expect(pages.map((page) => page.length)).toEqual([8, 2])
  })

  it('never leaves a lone first line at the foot of a page (orphan)', () => {
    const pages = paginate([...paragraph(8), space, ...paragraph(4)], 0, 95)
    expect(pages[0]?.at(-1)?.index).toBe(8)
    expect(pages[1]?.[0]?.index).toBe(9)
  })

  it('drops a space that would open a page', () => {
    const pages = paginate([{ height: 50 }, space, { height: 50 }], 0, 52)
    expect(heights(pages)).toEqual([[0], [2]])
  })

  it('keeps a closing block with the last lines before it', () => {
    const closing: Item = { height: 30, keepWithPrevious: true }
    const pages = paginate([...paragraph(6), closing], 0, 75)
    expect(pages.map((page) => page.length)).toEqual([4, 3])
  })

  it('still breaks a run of items that all cling together', () => {
    const clinging = Array.from({ length: 5 }, (_, i) => ({ height: 40, keepWithPrevious: i > 0 }))
    expect(paginate(clinging, 0, 100).flat()).toHaveLength(5)
  })
})
