import { describe, expect, it } from 'vitest'
import { SHAPES, sealShapeOf } from './draw-seal'
import { renderScrollPdf } from './render-scroll-pdf'
import { WARM_UP_SCROLLS, warmUpScroll } from './warm-up'

describe('warm-up scrolls', () => {
  const practice = Array.from({ length: WARM_UP_SCROLLS }, (_, index) => warmUpScroll(index))

  it('bring every seal shape, one-page and multi-page scrolls, and every flag the PDF draws', () => {
    expect(new Set(practice.map(({ meta }) => sealShapeOf(meta.orderNumber))).size).toBe(SHAPES)
    const emphases = new Set(practice.flatMap(({ scroll }) => scroll.paragraphs.map((p) => p.emphasis)))
    expect([...emphases]).toEqual(expect.arrayContaining(['tantrum', 'cursed']))
    expect(new Set(practice.map(({ scroll }) => scroll.pages))).toEqual(new Set([1, 2]))
  })

  it('each seal into a PDF', async () => {
    for (const { scroll, meta } of practice.slice(0, 6)) {
      const pdf = await renderScrollPdf(scroll, meta)
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
  })
})
