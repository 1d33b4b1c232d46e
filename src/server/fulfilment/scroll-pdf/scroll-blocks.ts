/**
 * Turns a composed scroll into the column of items the paginator places: the blackletter title, the
 * salutation, paragraphs (the first with an illuminated initial), the curse and the closing block with
 * signature and wax seal.
 */
import type PDFDocument from 'pdfkit'
import type { ComposedScroll, ScrollParagraph } from '../../../domain/scribe/scroll-request'
import { drawSeal } from './draw-seal'
import type { Item } from './paginate'
import { drawCapsLine, drawTextBlock, toParagraph } from './paragraph-style'
import { A4, column, columnWidth, drawDivider } from './parchment'
import { breakLines, drawLine, type Line } from './text-layout'
import { ink, styles, type TextStyle } from './typography'

type Doc = InstanceType<typeof PDFDocument>

/** `scale` shrinks the type a little when a scroll would otherwise spill onto one more page. */
export type LayoutOptions = { seed: number; ringText: string; scale: number }

/** Lines as items: no lone first line at a page foot, no lone last line at a page head. */
function lineItems(lines: Line[], draw: (doc: Doc, line: Line, y: number) => void, keepFirst = 0): Item[] {
  return lines.map((line, i) => ({
    height: line.height,
    keepWithPrevious: i === 1 || (i > 0 && i === lines.length - 1) || (i > 0 && i < keepFirst),
    draw: (doc, y) => draw(doc, line, y),
  }))
}

function titleItems(doc: Doc, title: string): Item[] {
  let size = 32
  const widthAt = (s: number) => doc.font('blackletter').fontSize(s).widthOfString(title)
  while (size > 22 && widthAt(size) > columnWidth) size -= 1
  const paragraph = toParagraph(doc, { text: title }, { font: 'blackletter', size, color: ink.red })
  const lines = breakLines(doc, { ...paragraph, justify: false }, () => ({ indent: 0, width: columnWidth }))
  const centred = lines.map((line) => {
    const used = line.words.reduce((sum, word) => sum + word.width, 0) + line.gap * (line.words.length - 1)
    return { ...line, indent: (columnWidth - used) / 2, height: size * 1.25 }
  })
  return [
    ...lineItems(centred, (d, line, y) => drawLine(d, line, column.left, y), centred.length),
    { height: 22, keepWithPrevious: true, draw: (d, y) => drawDivider(d, A4.width / 2, y + 9, 120) },
  ]
}

const DROP_LINES = 3

function drawInitial(doc: Doc, letter: string, x: number, y: number, size: number): void {
  doc.save()
  doc.rect(x, y, size, size).fill(ink.red)
  doc
    .lineWidth(1.2)
    .rect(x + 2, y + 2, size - 4, size - 4)
    .stroke(ink.gold)
  doc
    .lineWidth(0.5)
    .rect(x + 4.5, y + 4.5, size - 9, size - 9)
    .stroke(ink.gold)
  for (const [cx, cy] of [
    [x + 4.5, y + 4.5],
    [x + size - 4.5, y + 4.5],
    [x + 4.5, y + size - 4.5],
    [x + size - 4.5, y + size - 4.5],
  ] as const) {
    doc.circle(cx, cy, 1.8).fill(ink.gold)
  }
  const letterSize = size * 0.78
  doc.font('blackletter').fontSize(letterSize).fillColor('#f6e2a8')
  const width = doc.widthOfString(letter)
  doc.text(letter, x + (size - width) / 2, y + size * 0.74, { lineBreak: false, baseline: 'alphabetic' })
  doc.restore()
}

/** The first paragraph, opened by an illuminated initial three lines tall. */
function openingItems(doc: Doc, paragraph: ScrollParagraph, scale: number): Item[] {
  const first = paragraph.text.match(/^\p{L}/u)?.[0]
  if (!first) return paragraphItems(doc, paragraph, scale)
  const rest = { ...paragraph, text: paragraph.text.slice(first.length) }
  const laid = toParagraph(doc, rest, undefined, scale)
  const probe = breakLines(doc, laid, () => ({ indent: 0, width: columnWidth }))
  const lineHeight = probe[0]?.height ?? 18
  const box = lineHeight * DROP_LINES - 5
  const indent = box + 9
  const lines = breakLines(doc, laid, (i) =>
    i < DROP_LINES ? { indent, width: columnWidth - indent } : { indent: 0, width: columnWidth },
  )
  // "T" + "he night" must read as one word: the first line starts flush against the initial
  const items = lineItems(lines, (d, line, y) => drawLine(d, line, column.left, y), DROP_LINES)
  const opening = items[0]
  if (opening?.draw) {
    const drawFirst = opening.draw
    opening.draw = (d, y) => {
      drawInitial(d, first.toUpperCase(), column.left, y + 2, box)
      drawFirst(d, y)
    }
  }
  const covered = lines.slice(0, DROP_LINES).reduce((sum, line) => sum + line.height, 0)
  if (covered < box + 4) items.push({ height: box + 4 - covered, keepWithPrevious: true })
  return items
}

function paragraphItems(doc: Doc, paragraph: ScrollParagraph, scale: number, style?: TextStyle): Item[] {
  const lines = breakLines(doc, toParagraph(doc, paragraph, style, scale), () => ({
    indent: 0,
    width: columnWidth,
  }))
  return lineItems(lines, (d, line, y) => drawLine(d, line, column.left, y))
}

const CLOSING_HEIGHT = 136
// the seal line may hang into the foot margin, above the folio
const CLOSING_OVERHANG = 26

function closingItem(scroll: ComposedScroll, options: LayoutOptions): Item {
  return {
    height: CLOSING_HEIGHT - CLOSING_OVERHANG,
    keepWithPrevious: true,
    draw: (d, y) => {
      const x = column.left + columnWidth * 0.42
      const width = column.right - x
      const afterSignOff = drawTextBlock(
        d,
        scroll.signOff,
        { font: 'italic', size: 13, color: ink.text },
        {
          x,
          y: y + 18,
          width,
          align: 'right',
        },
      )
      const signature = { font: 'italic', size: 21, color: ink.deepRed } as const
      const end = drawTextBlock(d, scroll.signature, signature, {
        x,
        y: afterSignOff + 6,
        width,
        align: 'right',
      })
      d.save()
        .lineWidth(0.7)
        .strokeColor(ink.rule)
        .moveTo(x + 50, end + 2)
        .lineTo(column.right, end + 2)
        .stroke()
      d.restore()
      drawSeal(d, {
        cx: column.left + 64,
        cy: y + 54,
        radius: 44,
        seed: options.seed,
        ringText: options.ringText,
      })
      drawCapsLine(d, scroll.sealLine, y + CLOSING_HEIGHT - 12)
    },
  }
}

export function scrollItems(doc: Doc, scroll: ComposedScroll, options: LayoutOptions): Item[] {
  const { scale } = options
  const space = (height: number): Item => ({ height: height * scale, space: true })
  const [opening, ...rest] = scroll.paragraphs
  const items: Item[] = [...titleItems(doc, scroll.title), space(6)]
  items.push(...paragraphItems(doc, { text: scroll.salutation }, scale, styles.salutation), space(8))
  if (opening) items.push(...openingItems(doc, opening, scale))
  for (const paragraph of rest) {
    items.push(space(paragraph.emphasis === 'tantrum' ? 12 : 8), ...paragraphItems(doc, paragraph, scale))
  }
  items.push(space(10), { height: 18, draw: (d, y) => drawDivider(d, A4.width / 2, y + 8, 60) })
  const curse = paragraphItems(doc, { text: scroll.curse }, scale, styles.curse)
  if (curse[0]) curse[0].keepWithPrevious = true
  items.push(...curse, closingItem(scroll, options))
  return items
}
