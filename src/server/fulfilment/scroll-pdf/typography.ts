/**
 * The scroll's inks and type styles, plus what each embedded font can actually draw. The fonts are latin
 * subsets, so a character one lacks (Ł in a customer's name) falls back to Cinzel's latin-ext subset
 * instead of printing an empty box.
 */
import type PDFDocument from 'pdfkit'
import type { ScrollFont } from './fonts'

export const ink = {
  text: '#2a180c',
  faded: '#6b5641',
  red: '#7c1712',
  deepRed: '#5a0c08',
  gold: '#a8802f',
  rule: '#6e4122',
} as const

export type TextStyle = { font: ScrollFont; size: number; color: string; stroke?: boolean }

export const styles = {
  body: { font: 'body', size: 12.5, color: ink.text },
  salutation: { font: 'italic', size: 14, color: ink.text },
  shout: { font: 'body', size: 14, color: ink.deepRed, stroke: true },
  whisper: { font: 'italic', size: 11.5, color: ink.faded },
  curse: { font: 'italic', size: 12.5, color: ink.deepRed },
  cursedWord: { font: 'blackletter', size: 14.5, color: ink.red },
} as const satisfies Record<string, TextStyle>

/** Line height as a multiple of the largest type on the line. */
export const LEADING = 1.42

type Doc = InstanceType<typeof PDFDocument>
// pdfkit keeps the fontkit font and its scaled metrics on the current font; the public API has no getter
type ParsedFont = { characterSet?: number[]; glyphForCodePoint: (code: number) => unknown }
type FontInternals = { ascender: number; descender: number; font?: ParsedFont }
type FontInfo = { ascender: number; descender: number; codePoints: ReadonlySet<number> }

const infos = new Map<ScrollFont, FontInfo>()
const faces: readonly ScrollFont[] = ['blackletter', 'body', 'italic', 'caps', 'capsExtended']
const internalsOf = (doc: Doc) => (doc as unknown as { _font: FontInternals })._font
let charactersKnown = false

/**
 * pdfkit writes the characters of each glyph into the PDF (what a reader copies, searches and hears)
 * from the glyph object fontkit made first, and the faces are parsed once for the whole process. The
 * subsetter makes a glyph it first meets as part of another (an O inside an Ó) without characters, and
 * from then on every O of every later scroll copied as nothing ("Siobhan ’Reilly"); so before any scroll
 * is finished, each glyph is looked up by its character once, in code point order (a space before a
 * no-break space that shares its glyph).
 */
function knowCharacters(doc: Doc, current: ScrollFont): void {
  if (charactersKnown) return
  charactersKnown = true
  for (const face of faces) {
    const parsed = internalsOf(doc.font(face)).font
    for (const code of parsed?.characterSet ?? []) parsed?.glyphForCodePoint(code)
  }
  doc.font(current)
}

function infoOf(doc: Doc, font: ScrollFont): FontInfo {
  const known = infos.get(font)
  if (known) return known
  knowCharacters(doc, font)
  doc.font(font)
  const internals = internalsOf(doc)
  const info = {
    ascender: internals.ascender / 1000,
    descender: internals.descender / 1000,
    codePoints: new Set(internals.font?.characterSet ?? []),
  }
  infos.set(font, info)
  return info
}

/** Ascent and descent of a font as fractions of its size (descent is negative). */
export function metricsOf(doc: Doc, font: ScrollFont): { ascender: number; descender: number } {
  return infoOf(doc, font)
}

const fallbacks: readonly ScrollFont[] = ['body', 'capsExtended']

/** Splits text into runs that each font can draw, falling back per character. */
export function runsFor(doc: Doc, text: string, font: ScrollFont): Array<{ text: string; font: ScrollFont }> {
  const runs: Array<{ text: string; font: ScrollFont }> = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const usable =
      code < 0x80 || infoOf(doc, font).codePoints.has(code)
        ? font
        : (fallbacks.find((each) => infoOf(doc, each).codePoints.has(code)) ?? font)
    const last = runs.at(-1)
    if (last && last.font === usable) last.text += char
    else runs.push({ text: char, font: usable })
  }
  return runs
}
