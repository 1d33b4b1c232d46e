/**
 * The page itself: warm parchment with darkened edges, speckles and a few faint stains, a double border
 * with corner ornaments, and the folio. The parchment is drawn once per process as sixteen sheets (Form
 * XObjects); an order always gets the same sheets, so a re-render is byte-identical.
 */

import type PDFDocument from 'pdfkit'
import { seededRandom } from '@/domain/seeded-random'
import type { Sketch, VectorForm } from './sketch'
import { ink } from './typography'
import { buildForm, placeForm } from './vector-form'

type Doc = InstanceType<typeof PDFDocument>

export const A4 = { width: 595.28, height: 841.89 } as const
// the border sits at 24/30 pt; the text column keeps well inside it
export const column = { left: 82, right: A4.width - 82, top: 76, bottom: A4.height - 82 } as const
export const columnWidth = column.right - column.left

/**
 * A closed, smooth, irregular circle: the wax seal's edge and the coffee stains. Low harmonics make it
 * lumpy, `bumps` add a few drips where the wax ran.
 */
export function wobblyPath(
  pen: Pick<Sketch, 'moveTo' | 'quadraticCurveTo' | 'closePath'>,
  shape: {
    cx: number
    cy: number
    radius: number
    random: () => number
    bumps: number
    roughness?: number
    /** points around the edge; fewer for a faint stain than for a seal */
    points?: number
  },
): void {
  const { cx, cy, radius, random } = shape
  const rough = shape.roughness ?? 1
  const phases = [random(), random(), random()].map((p) => p * Math.PI * 2)
  const bumps = Array.from({ length: shape.bumps }, () => ({
    at: random() * Math.PI * 2,
    size: 0.04 + random() * 0.07,
  }))
  const count = shape.points ?? 72
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2
    let r = 1 + rough * 0.025 * Math.sin(3 * angle + (phases[0] ?? 0))
    r +=
      rough * (0.018 * Math.sin(5 * angle + (phases[1] ?? 0)) + 0.01 * Math.sin(9 * angle + (phases[2] ?? 0)))
    r += rough * (random() - 0.5) * 0.012
    for (const bump of bumps) {
      const distance = Math.atan2(Math.sin(angle - bump.at), Math.cos(angle - bump.at))
      r += bump.size * Math.exp(-(distance * distance) / 0.02)
    }
    return { x: cx + Math.cos(angle) * radius * r, y: cy + Math.sin(angle) * radius * r }
  })
  const mid = (a: { x: number; y: number }, b: { x: number; y: number }) => ({
    x: (a.x + b.x) / 2,
    y: (a.y + b.y) / 2,
  })
  const at = (i: number) => points[(i + count) % count] as { x: number; y: number }
  const start = mid(at(-1), at(0))
  pen.moveTo(start.x, start.y)
  for (let i = 0; i < count; i++) {
    const next = mid(at(i), at(i + 1))
    pen.quadraticCurveTo(at(i).x, at(i).y, next.x, next.y)
  }
  pen.closePath()
}

function drawBackground(doc: Sketch, random: () => number): void {
  const { width, height } = A4
  const base = doc.linearGradient(0, 0, width, height)
  base.stop(0, '#f4e4c1').stop(0.5, '#efdbb0').stop(1, '#e6cc98')
  doc.rect(0, 0, width, height).fill(base)
  const edge = doc.radialGradient(width / 2, height / 2, height * 0.3, width / 2, height / 2, height * 0.72)
  edge.stop(0, '#b98a4e', 0).stop(1, '#9c6a32', 0.5)
  doc.rect(0, 0, width, height).fill(edge)
  doc.save()
  for (let i = 0; i < 4; i++) {
    const stain = {
      cx: random() * width,
      cy: random() * height,
      radius: 40 + random() * 90,
      random,
      bumps: 5,
      roughness: 5,
      points: 36,
    }
    for (const shrink of [1, 0.8, 0.55]) {
      wobblyPath(doc, { ...stain, radius: stain.radius * shrink })
      doc.fillOpacity(0.018).fill('#8a5a24')
    }
  }
  doc.lineCap('round')
  for (let i = 0; i < 260; i++) {
    const dark = random() < 0.7
    // opacity in steps of 0.02 keeps the sheet's list of graphics states short
    doc.strokeOpacity(Math.round((0.08 + random() * 0.18) * 50) / 50)
    doc
      .dot(random() * width, random() * height, 0.25 + random() * (dark ? 0.9 : 1.6))
      .stroke(dark ? '#5b3a1a' : '#fff5dc')
  }
  doc.lineCap('butt')
  for (let i = 0; i < 14; i++) {
    const x = random() * width
    const y = random() * height
    doc.strokeOpacity(0.06).lineWidth(0.4).moveTo(x, y)
    doc.bezierCurveTo(
      x + 20,
      y + random() * 10,
      x + 40,
      y - random() * 10,
      x + 60 + random() * 60,
      y + random() * 6,
    )
    doc.stroke('#6b4520')
  }
  doc.restore()
}

function drawCorner(doc: Sketch, x: number, y: number, sx: number, sy: number): void {
  doc.save().translate(x, y).scale(sx, sy)
  doc.lineWidth(0.9)
  doc.moveTo(0, 22).bezierCurveTo(0, 8, 8, 0, 22, 0).stroke(ink.rule)
  doc.moveTo(6, 30).bezierCurveTo(4, 14, 14, 4, 30, 6).stroke(ink.rule)
  doc.moveTo(12, 12).lineTo(17, 7).lineTo(22, 12).lineTo(17, 17).closePath().fill(ink.red)
  doc.circle(27, 15, 1.6).fill(ink.gold)
  doc.circle(15, 27, 1.6).fill(ink.gold)
  doc.restore()
}

function drawBorder(doc: Sketch): void {
  const { width, height } = A4
  doc.save()
  doc
    .lineWidth(1.8)
    .rect(24, 24, width - 48, height - 48)
    .stroke(ink.rule)
  doc
    .lineWidth(0.6)
    .rect(30, 30, width - 60, height - 60)
    .stroke(ink.rule)
  doc
    .lineWidth(0.5)
    .strokeOpacity(0.7)
    .rect(34, 34, width - 68, height - 68)
    .stroke(ink.red)
  doc.restore()
  drawCorner(doc, 36, 36, 1, 1)
  drawCorner(doc, width - 36, 36, -1, 1)
  drawCorner(doc, 36, height - 36, 1, -1)
  drawCorner(doc, width - 36, height - 36, -1, -1)
}

const ROMAN: Array<[number, string]> = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
]

export function roman(value: number): string {
  let rest = value
  let out = ''
  for (const [amount, numeral] of ROMAN) {
    while (rest >= amount) {
      out += numeral
      rest -= amount
    }
  }
  return out
}

/** A horizontal flourish: two rules meeting at a red lozenge. */
export function drawDivider(doc: Doc, centerX: number, y: number, halfWidth: number): void {
  doc.save().lineWidth(0.7).strokeColor(ink.rule)
  doc
    .moveTo(centerX - halfWidth, y)
    .lineTo(centerX - 9, y)
    .stroke()
  doc
    .moveTo(centerX + 9, y)
    .lineTo(centerX + halfWidth, y)
    .stroke()
  doc.circle(centerX - halfWidth - 2.5, y, 1.4).fill(ink.rule)
  doc.circle(centerX + halfWidth + 2.5, y, 1.4).fill(ink.rule)
  doc
    .moveTo(centerX, y - 4.5)
    .lineTo(centerX + 6, y)
    .lineTo(centerX, y + 4.5)
    .lineTo(centerX - 6, y)
    .closePath()
  doc.fill(ink.red)
  doc.restore()
}

const SHEETS = 16
let sheets: readonly VectorForm[] | null = null

function parchmentSheets(): readonly VectorForm[] {
  sheets ??= Array.from({ length: SHEETS }, (_, index) =>
    buildForm(`Sheet${index + 1}`, [0, 0, A4.width, A4.height], (sketch) => {
      drawBackground(sketch, seededRandom(index * 7919 + 1))
      drawBorder(sketch)
    }),
  )
  return sheets
}

/** Parchment, border and "Folio ii of iii" for one page; the pages of one scroll get different sheets. */
export function drawPage(doc: Doc, options: { seed: number; folio: number; folios: number }): void {
  const first = Math.floor(seededRandom(options.seed * 7919)() * SHEETS)
  const all = parchmentSheets()
  placeForm(doc, all[(first + options.folio) % SHEETS] as VectorForm)
  const label = `Folio ${roman(options.folio)} of ${roman(options.folios)}`
  doc.font('caps').fontSize(8).fillColor(ink.faded)
  const width = doc.widthOfString(label, { characterSpacing: 1.2 })
  doc.text(label, (A4.width - width) / 2, A4.height - 48, { lineBreak: false, characterSpacing: 1.2 })
}
