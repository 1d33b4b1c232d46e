/**
 * A pdfkit document set up for scrolls, with the work pdfkit would repeat for every PDF done once per
 * process: the fonts are parsed once, words are shaped once, glyph outlines are decoded once, and the
 * program of a face's common glyphs is subset and deflated once. pdfkit's public API has no hooks for
 * this, so the places below reach into its internals; the render tests (same bytes twice, every face
 * embedded, shared programs, text extractable) guard them across pdfkit upgrades.
 */
import { deflateSync } from 'node:zlib'
import PDFDocument from 'pdfkit'
import { loadScrollFonts, type ScrollFont, scrollFontFiles } from './fonts'

type Doc = InstanceType<typeof PDFDocument>
type Glyph = { _decode: () => unknown }
/** A font as fontkit parsed it; pdfkit takes one wherever it takes a font file (PDFFontFactory.open). */
type ParsedFont = { getGlyph: (id: number, codePoints?: number[]) => Glyph | null }
type Subset = { glyphs: number[]; encode: () => Buffer }
type OpenFont = {
  font: ParsedFont
  layoutCache?: Record<string, unknown>
  subset: Subset
  encode: (text: string) => unknown
  embed: () => unknown
}
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

// The glyphs (letters, figures, stops, ligatures) that nearly every scroll sets in these faces, in a fixed
// order. Each document's subset of the face starts with all of them, so a scroll that needs no other glyph
// (most do not) embeds the same font program as every other, deflated once per process: subsetting and
// deflating the three faces took a third of a render. A few unused glyphs make the PDF a little larger; a
// scroll with a rarer glyph (a name's ë) has them appended and embeds a subset of its own, as before.
const letters = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].join(' ')
const figures = [...'0123456789'].join(' ')
const commonGlyphs: Partial<Record<ScrollFont, string>> = {
  body: `${letters} ${figures} . , : ; ! ? ' “ ” ( ) - … fi fl ff ffi`,
  italic: `${letters} . , : ; ! ? ' ( ) - fi fl ff`,
  caps: `${letters} ${figures} , · º`,
}
const commonPrograms = new Map<ScrollFont, Buffer>()

type Ref = ReturnType<Doc['ref']>
type WithRef = { ref: (data?: object) => Ref }

function shareCommonGlyphs(doc: Doc, name: ScrollFont, font: OpenFont): void {
  const common = commonGlyphs[name]
  if (!common) return
  font.encode(common)
  const commonCount = font.subset.glyphs.length
  const embed = font.embed.bind(font)
  font.embed = () => {
    if (font.subset.glyphs.length !== commonCount) return embed()
    let program = commonPrograms.get(name)
    if (!program) {
      program = deflateSync(font.subset.encode())
      commonPrograms.set(name, program)
    }
    const deflated = program
    // pdfkit's embed first asks the document for the font file's object, then fills it with the subset's
    // encoding: that object is made already marked as deflated, and filled with the deflated program
    const withRef = doc as unknown as WithRef
    const { encode } = font.subset
    withRef.ref = (data) => {
      delete (withRef as Partial<WithRef>).ref
      return withRef.ref({ ...data, Filter: 'FlateDecode' })
    }
    font.subset.encode = () => deflated
    try {
      return embed()
    } finally {
      delete (withRef as Partial<WithRef>).ref
      font.subset.encode = encode
    }
  }
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
    shareCommonGlyphs(doc, name, internals._font)
  }
  return doc
}
