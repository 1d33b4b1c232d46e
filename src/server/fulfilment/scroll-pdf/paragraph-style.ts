/**
 * How a scroll paragraph becomes typeset words. Emphasis becomes type here: shouts grow and darken,
 * whispers shrink into italics, tantrum words jump in size and tilt, cursed words turn to blackletter.
 * Every text is set through `typeset` first: the faces draw a straight quote as a closing one, so each
 * straight quote becomes the curly quote its place asks for.
 */
import type PDFDocument from 'pdfkit'
import type { ScrollParagraph } from '../../../domain/scribe/scroll-request'
import { typeset } from '../../../domain/text/typeset'
import { A4, columnWidth } from './parchment'
import { breakLines, drawLine, measure, type Paragraph, spaceWidth, type Word } from './text-layout'
import { ink, styles, type TextStyle } from './typography'

type Doc = InstanceType<typeof PDFDocument>

const scaled = (style: TextStyle, scale: number): TextStyle =>
  scale === 1 ? style : { ...style, size: style.size * scale }

// a fixed, order-free pattern keeps tantrums and cursed words identical on every re-render
const spread = (index: number, salt: number) => (Math.imul(index + 1, 2654435761) ^ salt) >>> 0
const tantrumSizes = [10.5, 13, 16, 19, 12, 14.5] as const
const tantrumTilts = [-7, 4, -3, 8, 0, -5, 6] as const

function wordStyle(
  paragraph: ScrollParagraph,
  text: string,
  index: number,
  base: TextStyle,
): { style: TextStyle; rotate: number } {
  if (paragraph.emphasis === 'tantrum') {
    const size = tantrumSizes[spread(index, 7) % tantrumSizes.length] ?? 13
    const color = spread(index, 3) % 3 === 0 ? ink.red : ink.text
    return {
      style: { ...base, size, color },
      rotate: tantrumTilts[spread(index, 11) % tantrumTilts.length] ?? 0,
    }
  }
  // blackletter capitals are near unreadable, so shouted words and short words stay roman
  if (paragraph.emphasis === 'cursed' && spread(index, 5) % 4 === 0 && /(?:\p{Ll}.*){4}/u.test(text)) {
    return { style: styles.cursedWord, rotate: 0 }
  }
  return { style: base, rotate: 0 }
}

export function baseStyle(paragraph: ScrollParagraph): TextStyle {
  if (paragraph.emphasis === 'shout') return styles.shout
  if (paragraph.emphasis === 'whisper') return styles.whisper
  return styles.body
}

export function toParagraph(
  doc: Doc,
  paragraph: ScrollParagraph,
  style = baseStyle(paragraph),
  scale = 1,
): Paragraph {
  const base = scaled(style, scale)
  let index = 0
  const segments = typeset(paragraph.text)
    .split('\n')
    .map((segment) =>
      segment
        .split(/\s+/)
        .filter((word) => word !== '')
        .map((text): Word => {
          const word = wordStyle(paragraph, text, index++, base)
          return {
            ...measure(doc, text, scaled(word.style, word.style === base ? 1 : scale)),
            rotate: word.rotate,
          }
        }),
    )
  const verse = segments.length > 1
  return { segments, spaceOf: spaceWidth(doc, base), justify: !verse && paragraph.emphasis !== 'tantrum' }
}

/** Draws text aligned in a box, with font fallback; returns where the text ends. */
export function drawTextBlock(
  doc: Doc,
  text: string,
  style: TextStyle,
  box: { x: number; y: number; width: number; align: 'left' | 'right' | 'center' },
): number {
  const laid = { ...toParagraph(doc, { text }, style), justify: false }
  let y = box.y
  for (const line of breakLines(doc, laid, () => ({ indent: 0, width: box.width }))) {
    const used = line.words.reduce((sum, word) => sum + word.width, 0) + line.gap * (line.words.length - 1)
    const free = box.width - used
    const indent = box.align === 'left' ? 0 : box.align === 'right' ? free : free / 2
    drawLine(doc, { ...line, indent }, box.x, y)
    y += line.height
  }
  return y
}

/** One line of small capitals, centred, shrunk until it fits. */
export function drawCapsLine(doc: Doc, line: string, y: number, size = 7.5, width = columnWidth): void {
  const text = typeset(line)
  let fitted = size
  const widthAt = (s: number) => doc.font('caps').fontSize(s).widthOfString(text, { characterSpacing: 0.6 })
  while (fitted > 5 && widthAt(fitted) > width) fitted -= 0.25
  doc.font('caps').fontSize(fitted).fillColor(ink.faded)
  doc.text(text, (A4.width - widthAt(fitted)) / 2, y, { lineBreak: false, characterSpacing: 0.6 })
}
