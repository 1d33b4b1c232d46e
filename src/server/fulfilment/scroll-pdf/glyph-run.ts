/**
 * Glyphs set one by one, each turned its own way (the seal's ring text), written as one PDF text object
 * with a text matrix per glyph. pdfkit's `text` would take a save, a transformation and its whole line
 * machinery for every letter; this reaches into the current font as pdfkit's own `_fragment` does (the
 * render tests guard it across pdfkit upgrades).
 */
import type PDFDocument from 'pdfkit'

type Doc = InstanceType<typeof PDFDocument>
type Font = {
  id: string
  ascender: number
  descender: number
  ref: () => unknown
  encode: (text: string) => [string[], unknown[]]
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

export type PlacedGlyph = {
  char: string
  /** where the glyph's left edge sits on its vertical middle, in the page's space (pdfkit's, y down) */
  at: Matrix
}

/**
 * Writes `glyphs` in the current font and size and fill colour, each at its own matrix. The middle of a
 * glyph (between ascender and descender) sits on the matrix's origin, as pdfkit's `baseline: 'middle'`.
 */
export function setGlyphs(doc: Doc, glyphs: readonly PlacedGlyph[]): void {
  const internals = doc as unknown as DocumentInternals
  const font = internals._font
  const size = internals._fontSize
  const { page } = internals
  if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref()
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
  doc.addContent(parts.join('\n'))
}
