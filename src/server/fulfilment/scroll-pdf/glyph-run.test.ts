import { describe, expect, it, vi } from 'vitest'
import { compose, rotation, setGlyphs, translation } from './glyph-run'
import { createScrollDocument } from './scroll-document'

type WithMatrix = { _ctm: number[] }

describe('glyph matrices', () => {
  it('compose as pdfkit’s own transformations do', () => {
    const doc = createScrollDocument({ autoFirstPage: false })
    doc.addPage()
    const page = [...(doc as unknown as WithMatrix)._ctm]
    doc.save().translate(120, 640).rotate(33).translate(0, -40)
    const ours = compose(
      compose(compose(translation(0, -40), rotation(33)), translation(120, 640)),
      page as unknown as Parameters<typeof compose>[1],
    )
    const theirs = (doc as unknown as WithMatrix)._ctm
    ours.forEach((value, index) => {
      expect(value).toBeCloseTo(theirs[index] ?? Number.NaN, 9)
    })
  })
})

describe('setGlyphs', () => {
  it('sets every glyph in one text object, each flipped upright about its middle at its own matrix', () => {
    const doc = createScrollDocument({ autoFirstPage: false })
    doc.addPage()
    doc.font('caps').fontSize(10)
    const written = vi.spyOn(doc, 'addContent')
    setGlyphs(doc, [
      { char: 'N', at: translation(100, 200) },
      { char: 'º', at: compose(translation(0, -30), rotation(90)) },
    ])
    const content = written.mock.calls.map(([text]) => text).join('\n')
    const font = doc as unknown as { _font: { id: string; ascender: number; descender: number } }
    const middle = 0.5 * (font._font.ascender + font._font.descender) * 0.01
    const lines = content.split('\n')
    expect(lines[0]).toBe('BT')
    expect(lines[1]).toBe(`/${font._font.id} 10 Tf`)
    expect(lines[2]).toBe(`1 0 0 -1 100 ${Math.round((200 + middle) * 1000) / 1000} Tm <0001> Tj`)
    // turned a quarter: x runs down the page, the flipped y runs along it
    expect(lines[3]).toMatch(/^0 1 1 0 -?[\d.]+ 0 Tm <0002> Tj$/)
    expect(lines[4]).toBe('ET')
    expect(doc.page.fonts[font._font.id]).toBeDefined()
  })
})
