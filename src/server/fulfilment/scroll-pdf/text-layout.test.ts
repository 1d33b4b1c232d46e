import { describe, expect, it, vi } from 'vitest'
import { createScrollDocument } from './scroll-document'
import { breakLines, drawLine, measure } from './text-layout'
import { styles } from './typography'

type Internals = { _fontFamilies: Record<string, { id: string }> }

/** Each text object the line wrote: its font (by the scroll's name for it) and how many words it holds. */
function drawnRuns(words: string[], style = styles.body) {
  const doc = createScrollDocument({ autoFirstPage: false })
  doc.addPage()
  const measured = words.map((text) => measure(doc, text, style))
  const [line] = breakLines(doc, { segments: [measured], spaceOf: 4, justify: false }, () => ({
    indent: 0,
    width: 400,
  }))
  const written = vi.spyOn(doc, 'addContent')
  if (line) drawLine(doc, line, 0, 0)
  const names = new Map(
    Object.entries((doc as unknown as Internals)._fontFamilies).map(([name, font]) => [font.id, name]),
  )
  const content = written.mock.calls.map(([text]) => text).join('\n')
  return [...content.matchAll(/BT\n[^\n]* Tm\n\/(\w+) [\d.]+ Tf\n\[([^\]]*)\] TJ\nET/g)].map(
    ([, id, shown]) => [
      names.get(id ?? ''),
      // words are apart by the line's gap, a move of more than a glyph's kerning
      (shown ?? '').split(' ').filter((part) => Number(part) < -200).length + 1,
    ],
  )
}

describe('drawLine', () => {
  it('sets a line of words in one style as one text object', () => {
    expect(drawnRuns(['Hail', 'good', 'Sir', 'Reginald'])).toEqual([['body', 4]])
  })

  it('keeps a word the body face cannot draw in its fallback font, apart from its neighbours', () => {
    expect(drawnRuns(['Hail', 'ŁŹ', 'thee'])).toEqual([
      ['body', 1],
      ['capsExtended', 1],
      ['body', 1],
    ])
  })
})
