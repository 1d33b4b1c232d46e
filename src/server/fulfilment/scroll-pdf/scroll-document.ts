/**
 * A pdfkit document set up for scrolls, with the work pdfkit would repeat for every PDF done once per
 * process: the fonts are parsed once, words are shaped once, glyph outlines are decoded once. pdfkit's
 * public API has no hooks for this, so the three places below reach into its internals; the render tests
 * (same bytes twice, every face embedded, text extractable) guard them across pdfkit upgrades.
 */
import PDFDocument from 'pdfkit'
import { loadScrollFonts, type ScrollFont, scrollFontFiles } from './fonts'

type Doc = InstanceType<typeof PDFDocument>
type Glyph = { _decode: () => unknown }
/** A font as fontkit parsed it; pdfkit takes one wherever it takes a font file (PDFFontFactory.open). */
type ParsedFont = { getGlyph: (id: number, codePoints?: number[]) => Glyph | null }
type OpenFont = { font: ParsedFont; layoutCache?: Record<string, unknown> }
type DocumentInternals = { _font: OpenFont; _fontFamilies: Record<string, OpenFont> }

const fontNames = Object.keys(scrollFontFiles) as ScrollFont[]
const internalsOf = (doc: Doc) => doc as unknown as DocumentInternals
// pdfkit's types only list font files
const asSource = (font: ParsedFont) => font as unknown as Buffer

// The subsetter decodes a glyph's whole outline each time a document takes the glyph, only to see
// whether it is built from other glyphs. An outline never changes, so each glyph keeps its first decoding.
function keepGlyphOutlines(font: ParsedFont): void {
  const getGlyph = font.getGlyph.bind(font)
  const kept = new WeakSet<Glyph>()
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints)
    if (glyph && !kept.has(glyph)) {
      const decode = glyph._decode.bind(glyph)
      let outline: { value: unknown } | undefined
      glyph._decode = () => {
        outline ??= { value: decode() }
        return outline.value
      }
      kept.add(glyph)
    }
    return glyph
  }
}

let parsed: Readonly<Record<ScrollFont, ParsedFont>> | null = null

// Parsing a font per document meant decoding its layout tables (GSUB, GPOS) per document: a third of a
// render. A scratch document parses each file with pdfkit's own fontkit, so the shop needs no direct
// dependency on it.
function parsedFonts(): Readonly<Record<ScrollFont, ParsedFont>> {
  if (parsed) return parsed
  const files = loadScrollFonts()
  const scratch = new PDFDocument({ autoFirstPage: false })
  const entries = fontNames.map((name) => {
    const font = internalsOf(scratch.font(files[name]))._font.font
    keepGlyphOutlines(font)
    return [name, font] as const
  })
  parsed = Object.fromEntries(entries) as Record<ScrollFont, ParsedFont>
  return parsed
}

// pdfkit shapes each word once per document and keeps the result on that document's font. The shaping
// depends only on the font and the word, so all documents share one cache per font, emptied when it
// grows past a bound (customers' names and grievances bring new words forever).
const LAYOUT_CACHE_LIMIT = 20_000
const layoutCaches = new Map<ScrollFont, Record<string, unknown>>()
let documents = 0

function layoutCacheOf(font: ScrollFont): Record<string, unknown> {
  let cache = layoutCaches.get(font)
  if (!cache || (documents % 256 === 0 && Object.keys(cache).length > LAYOUT_CACHE_LIMIT)) {
    cache = Object.create(null) as Record<string, unknown>
    layoutCaches.set(font, cache)
  }
  return cache
}

/**
 * A new document with the five typefaces registered under their `ScrollFont` names. Its default font is
 * the body face (pdfkit would otherwise parse Helvetica's metrics for every PDF).
 */
export function createScrollDocument(options: PDFKit.PDFDocumentOptions): Doc {
  const fonts = parsedFonts()
  const doc = new PDFDocument({ ...options, font: asSource(fonts.body) as unknown as string })
  const internals = internalsOf(doc)
  // the default font already is the body face; naming it spares opening and comparing a second copy
  internals._fontFamilies.body = internals._font
  documents++
  for (const name of fontNames) {
    doc.registerFont(name, asSource(fonts[name])).font(name)
    internals._font.layoutCache = layoutCacheOf(name)
  }
  return doc
}
