/**
 * Text written straight into the page as PDF text objects: a line of words (the body of a scroll) or
 * glyphs set one by one, each turned its own way (the seal's ring text). pdfkit's `text` would run its
 * option handling, measure the whole string twice and save and transform the page for every line or
 * letter; these reach into the current font as pdfkit's own `_fragment` does (the render tests guard it
 * across pdfkit upgrades).
 */
import type PDFDocument from 'pdfkit'

type Doc = InstanceType<typeof PDFDocument>
/** a glyph's placement as pdfkit's font lays it out, in thousandths of the font size */
type Position = { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number }
type Font = {
  id: string
  ascender: number
  descender: number
  ref: () => unknown
  encode: (text: string) => [string[], Position[]]
}
type DocumentInternals = { _font: Font; _fontSize: number; page: { fonts: Record<string, unknown> } }

/** `[a b c d e f]` as PDF writes a transformation. */
export type Matrix = readonly [number, number, number, number, number, number]

/** `first` then `second`, as PDF composes matrices (a point goes through `first` first). */
export function compose(first: Matrix, second: Matrix): Matrix {
  const [a, b, c, d, e, f] = first
  const [p, q, r, s, t, u] = second
  return [a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s, e * p + f * r + t, e * q + f * s + u]
}

export const translation = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y]

export function rotation(degrees: number): Matrix {
  const radians = (degrees * Math.PI) / 180
  const cos = Math.cos(radians)
  const sin = Math.sin(radians)
  return [cos, sin, -sin, cos, 0, 0]
}

const number = (value: number) => {
  const rounded = Math.round(value * 1000) / 1000
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

function currentFont(doc: Doc) {
  const internals = doc as unknown as DocumentInternals
  const font = internals._font
  const { page } = internals
  if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref()
  return { font, size: internals._fontSize }
}

/**
 * Sets `words` on one baseline from (x, baseline), `gap` apart, in the current font, size and colours (and
 * outlined too when `stroke`), kerned within each word as pdfkit would. Answers false, having written
 * nothing, for words whose glyphs sit off their baseline (marks placed by the font), which pdfkit's own
 * `text` must set.
 */
export function setWords(
  doc: Doc,
  words: readonly string[],
  at: { x: number; baseline: number; gap: number; stroke?: boolean },
): boolean {
  const { font, size } = currentFont(doc)
  // a TJ array: glyph strings, and between them how far to move back, in thousandths of the size
  const shown: string[] = []
  for (let index = 0; index < words.length; index++) {
    const [encoded, positions] = font.encode(words[index] as string)
    let from = 0
    for (let glyph = 0; glyph < positions.length; glyph++) {
      const { xAdvance, advanceWidth, xOffset, yOffset } = positions[glyph] as Position
      if (xOffset || yOffset) return false
      const kern = xAdvance - advanceWidth
      if (kern !== 0 || glyph === positions.length - 1) {
        shown.push(`<${encoded.slice(from, glyph + 1).join('')}>`)
        if (kern !== 0) shown.push(number(-kern))
        from = glyph + 1
      }
    }
    if (index < words.length - 1) shown.push(number((-at.gap * 1000) / size))
  }
  const mode = at.stroke ? '2 Tr\n' : ''
  doc.addContent(
    `BT\n1 0 0 -1 ${number(at.x)} ${number(at.baseline)} Tm\n/${font.id} ${number(size)} Tf\n${mode}[${shown.join(' ')}] TJ\nET`,
  )
  return true
}

export type PlacedGlyph = {
  char: string
  /** where the glyph's left edge sits on its vertical middle, in the page's space (pdfkit's, y down) */
  at: Matrix
}

/**
 * `glyphs` in the current font and size as one PDF text object, each at its own matrix, ready to be added
 * to the page (once, or under several graphics states). The middle of a glyph (between ascender and
 * descender) sits on the matrix's origin, as pdfkit's `baseline: 'middle'`.
 */
export function glyphsObject(doc: Doc, glyphs: readonly PlacedGlyph[]): string {
  const { font, size } = currentFont(doc)
  // text space has y up; the page's space has y down, so each glyph is flipped about its middle line
  const middle = (0.5 * (font.ascender + font.descender) * size) / 1000
  const upright: Matrix = [1, 0, 0, -1, 0, middle]
  const parts = ['BT', `/${font.id} ${number(size)} Tf`]
  for (const { char, at } of glyphs) {
    const [encoded] = font.encode(char)
    if (encoded.length === 0) continue
    parts.push(`${compose(upright, at).map(number).join(' ')} Tm <${encoded.join('')}> Tj`)
  }
  parts.push('ET')
  return parts.join('\n')
}

/** Writes `glyphs` in the current font, size and fill colour, each at its own matrix (see glyphsObject). */
export function setGlyphs(doc: Doc, glyphs: readonly PlacedGlyph[]): void {
  doc.addContent(glyphsObject(doc, glyphs))
}
