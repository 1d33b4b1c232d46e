/**
 * Breaks a paragraph into lines of words that may each have their own font, size and tilt (emphasis,
 * font tantrums, cursed fonts, font fallback), justifies them, and draws a line at a given position.
 * pdfkit's own wrapper handles one style per call, which a tantrum paragraph cannot live with.
 */
import type PDFDocument from 'pdfkit'
import type { ScrollFont } from './fonts'
import { setWords } from './glyph-run'
import { LEADING, metricsOf, runsFor, type TextStyle } from './typography'

type Doc = InstanceType<typeof PDFDocument>

export type Word = {
  runs: Array<{ text: string; font: ScrollFont }>
  style: TextStyle
  width: number
  /** degrees, for font tantrums */
  rotate: number
}

export type Line = {
  words: Word[]
  indent: number
  /** room between words; justified lines get more than a plain space */
  gap: number
  height: number
  /** baseline distance from the top of the line */
  ascent: number
}

export type Paragraph = {
  /** hard line breaks (verse) split a paragraph into segments */
  segments: Word[][]
  spaceOf: number
  justify: boolean
}

export function measure(doc: Doc, text: string, style: TextStyle): Word {
  const runs = runsFor(doc, text, style.font)
  const width = runs.reduce(
    (sum, run) => sum + doc.font(run.font).fontSize(style.size).widthOfString(run.text),
    0,
  )
  return { runs, style, width, rotate: 0 }
}

export function spaceWidth(doc: Doc, style: TextStyle): number {
  return doc.font(style.font).fontSize(style.size).widthOfString(' ')
}

// a word wider than the line (a long link typed as a grievance) is cut where it must be; widths are
// summed per character, which ignores kerning but stays linear for a 5000-character word
function splitToFit(doc: Doc, word: Word, width: number): Word[] {
  if (word.width <= width) return [word]
  const pieces: Word[] = []
  let current = ''
  let currentWidth = 0
  for (const char of word.runs.map((run) => run.text).join('')) {
    const charWidth = measure(doc, char, word.style).width
    if (currentWidth + charWidth > width && current !== '') {
      pieces.push({ ...measure(doc, current, word.style), rotate: word.rotate })
      current = ''
      currentWidth = 0
    }
    current += char
    currentWidth += charWidth
  }
  if (current !== '') pieces.push({ ...measure(doc, current, word.style), rotate: word.rotate })
  return pieces
}

function lineOf(doc: Doc, words: Word[], indent: number, gap: number): Line {
  let ascent = 0
  let descent = 0
  let size = 0
  for (const word of words) {
    const metrics = metricsOf(doc, word.style.font)
    ascent = Math.max(ascent, metrics.ascender * word.style.size)
    descent = Math.max(descent, -metrics.descender * word.style.size)
    size = Math.max(size, word.style.size + (word.rotate === 0 ? 0 : 3))
  }
  const height = size * LEADING
  return { words, indent, gap, height, ascent: ascent + (height - ascent - descent) / 2 }
}

/**
 * Greedy line filling. `frame(index)` gives each line its indent and width (a drop cap narrows the first
 * lines). Lines are justified except the last of each segment, and except when that would open gaps wider
 * than four spaces.
 */
export function breakLines(
  doc: Doc,
  paragraph: Paragraph,
  frame: (lineIndex: number) => { indent: number; width: number },
): Line[] {
  const lines: Line[] = []
  for (const segment of paragraph.segments) {
    let current: Word[] = []
    let used = 0
    const flush = (last: boolean) => {
      if (current.length === 0) return
      const { indent, width } = frame(lines.length)
      const stretch = (width - used) / Math.max(1, current.length - 1)
      const justify = paragraph.justify && !last && current.length > 1 && stretch < paragraph.spaceOf * 4
      lines.push(lineOf(doc, current, indent, paragraph.spaceOf + (justify ? stretch : 0)))
      current = []
      used = 0
    }
    for (const original of segment) {
      for (const word of splitToFit(doc, original, frame(lines.length).width)) {
        const added = current.length === 0 ? word.width : used + paragraph.spaceOf + word.width
        if (added > frame(lines.length).width && current.length > 0) {
          flush(false)
          current = [word]
          used = word.width
        } else {
          current.push(word)
          used = added
        }
      }
    }
    flush(true)
  }
  return lines
}

// words that pdfkit can set in one call: upright, each in a single font (no fallback inside the word),
// and the same font, size and ink as their neighbours
const plain = (word: Word) => word.rotate === 0 && word.runs.length === 1
const sameStyle = (a: Word, b: Word) =>
  a.runs[0]?.font === b.runs[0]?.font &&
  a.style.size === b.style.size &&
  a.style.color === b.style.color &&
  a.style.stroke === b.style.stroke

/** Consecutive plain words of one style, so a line is a few pdfkit calls rather than one per word. */
function groupsOf(words: readonly Word[]): Word[][] {
  const groups: Word[][] = []
  for (const word of words) {
    const last = groups.at(-1)
    const previous = last?.at(-1)
    if (last && previous && plain(previous) && plain(word) && sameStyle(previous, word)) {
      last.push(word)
    } else {
      groups.push([word])
    }
  }
  return groups
}

function drawGroup(doc: Doc, words: readonly Word[], x: number, baseline: number, gap: number): void {
  const first = words[0] as Word
  const { style } = first
  doc.save()
  if (first.rotate !== 0)
    doc.rotate(first.rotate, { origin: [x + first.width / 2, baseline - style.size / 3] })
  doc.fillColor(style.color)
  if (style.stroke) doc.strokeColor(style.color).lineWidth(0.35)
  const set = (font: ScrollFont, texts: string[], at: number) => {
    doc.font(font).fontSize(style.size)
    if (setWords(doc, texts, { x: at, baseline, gap, stroke: style.stroke })) return
    doc.text(texts.join(' '), at, baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
      stroke: style.stroke,
      fill: true,
      wordSpacing: gap - doc.widthOfString(' '),
    })
  }
  if (words.length > 1) {
    // plain words of one style go as one line, each the line's gap after the last
    set(
      first.runs[0]?.font ?? style.font,
      words.map((word) => word.runs[0]?.text ?? ''),
      x,
    )
  } else {
    let runX = x
    for (const run of first.runs) {
      set(run.font, [run.text], runX)
      runX += doc.widthOfString(run.text)
    }
  }
  doc.restore()
}

/** Draws one laid-out line with its top-left corner at (x, y). */
export function drawLine(doc: Doc, line: Line, x: number, y: number): void {
  let cursor = x + line.indent
  const baseline = y + line.ascent
  for (const words of groupsOf(line.words)) {
    drawGroup(doc, words, cursor, baseline, line.gap)
    for (const word of words) cursor += word.width + line.gap
  }
}
