import { describe, expect, it, vi } from 'vitest'
import { createScrollDocument } from './scroll-document'
import { breakLines, drawLine, measure } from './text-layout'
import { styles } from './typography'

/** The strings drawn, each with the font it was set in. */
function drawnRuns(words: string[], style = styles.body) {
  const doc = createScrollDocument({ autoFirstPage: false })
  doc.addPage()
  const measured = words.map((text) => measure(doc, text, style))
  const [line] = breakLines(doc, { segments: [measured], spaceOf: 4, justify: false }, () => ({
    indent: 0,
    width: 400,
  }))
  const font = vi.spyOn(doc, 'font')
  const text = vi.spyOn(doc, 'text')
  if (line) drawLine(doc, line, 0, 0)
  // each string with the font chosen last before it was drawn
  return text.mock.calls.map(([drawn], index) => {
    const at = text.mock.invocationCallOrder[index] ?? 0
    const chosen = font.mock.calls.filter((_, call) => (font.mock.invocationCallOrder[call] ?? 0) < at)
    return [drawn, chosen.at(-1)?.[0]]
  })
}

describe('drawLine', () => {
  it('sets a line of words in one style as one string', () => {
    expect(drawnRuns(['Hail', 'good', 'Sir', 'Reginald'])).toEqual([['Hail good Sir Reginald', 'body']])
  })

  it('keeps a word the body face cannot draw in its fallback font, apart from its neighbours', () => {
    expect(drawnRuns(['Hail', 'ŁŹ', 'thee'])).toEqual([
      ['Hail', 'body'],
      ['ŁŹ', 'capsExtended'],
      ['thee', 'body'],
    ])
  })
})
