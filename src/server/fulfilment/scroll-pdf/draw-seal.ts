/**
 * The wax seal, in vectors: ribbon tails, an irregular blob of deep red wax (one of a dozen shapes, picked
 * by the order), a pressed face with the order's reference and date around the ring, and the shop's emblem (a
 * quill crossed with a sword) standing in relief. Everything but the ring text is drawn once per process
 * as a form; the ring text is set for each order.
 */

import type PDFDocument from 'pdfkit'
import { seededRandom } from '@/domain/seeded-random'
import { compose, glyphsObject, type PlacedGlyph, rotation, translation } from './glyph-run'
import { wobblyPath } from './parchment'
import type { Sketch, VectorForm } from './sketch'
import { buildForm, placeForm } from './vector-form'

type Doc = InstanceType<typeof PDFDocument>

export type SealOptions = {
  cx: number
  cy: number
  radius: number
  seed: number
  ringText: string
  ribbons?: boolean
}

const wax = { light: '#c9483c', mid: '#9b1c15', dark: '#5c0a07', shadow: '#3a0403', glint: '#ec9585' }

function drawRibbon(doc: Sketch, cx: number, cy: number, radius: number, side: 1 | -1): void {
  const length = radius * 1.35
  const half = radius * 0.2
  doc
    .save()
    .translate(cx, cy)
    .rotate(side * 24)
  doc
    .moveTo(-half, 0)
    .lineTo(half, 0)
    .lineTo(half * 1.1, length)
    .lineTo(0, length - half * 1.2)
  doc
    .lineTo(-half * 1.1, length)
    .closePath()
    .fill('#7a1a14')
  doc
    .moveTo(-half * 0.15, radius * 0.3)
    .lineTo(-half * 0.25, length - half * 1.4)
    .lineWidth(0.8)
    .stroke('#4d0c08')
  doc
    .moveTo(half * 0.55, radius * 0.3)
    .lineTo(half * 0.65, length - half * 0.8)
    .lineWidth(0.5)
    .strokeOpacity(0.5)
  doc.stroke('#c0554a')
  doc.restore()
}

/**
 * Paints the path `shape` three times: a light edge up-left, a dark edge down-right, then the face, for
 * relief. `angle` is the rotation the caller's frame has, so the light always falls from the top left.
 * (A PDF path must be built and painted under one transformation, hence the path is rebuilt each time.)
 */
function emboss(doc: Sketch, shape: () => void, face: string, depth = 0.7, angle = 0): void {
  const turn = (-angle * Math.PI) / 180
  const dx = depth * (Math.cos(turn) - Math.sin(turn))
  const dy = depth * (Math.sin(turn) + Math.cos(turn))
  doc.save().translate(-dx, -dy)
  shape()
  doc.fillOpacity(0.55).fill(wax.glint)
  doc.restore()
  doc.save().translate(dx, dy)
  shape()
  doc.fillOpacity(0.8).fill(wax.shadow)
  doc.restore()
  shape()
  doc.fill(face)
}

function drawEmblem(doc: Sketch, cx: number, cy: number, size: number): void {
  const inFrame = (angle: number, draw: () => void) => {
    doc.save().translate(cx, cy).rotate(angle)
    draw()
    doc.restore()
  }
  const sword = () => {
    doc
      .moveTo(0, -size)
      .lineTo(size * 0.06, -size * 0.82)
      .lineTo(size * 0.055, size * 0.42)
    doc
      .lineTo(-size * 0.055, size * 0.42)
      .lineTo(-size * 0.06, -size * 0.82)
      .closePath()
    doc.rect(-size * 0.27, size * 0.42, size * 0.54, size * 0.08)
    doc.rect(-size * 0.04, size * 0.5, size * 0.08, size * 0.32)
    doc.circle(0, size * 0.88, size * 0.075)
  }
  const quill = () => {
    doc.moveTo(0, size * 0.98).lineTo(size * 0.03, size * 0.55)
    doc.bezierCurveTo(size * 0.3, size * 0.1, size * 0.28, -size * 0.55, 0, -size * 0.98)
    doc
      .bezierCurveTo(-size * 0.16, -size * 0.5, -size * 0.18, size * 0.15, -size * 0.03, size * 0.55)
      .closePath()
  }
  inFrame(-38, () => {
    emboss(doc, quill, '#8d1913', 0.7, -38)
    doc.lineWidth(0.6).strokeOpacity(0.8)
    doc
      .moveTo(0, size * 0.6)
      .bezierCurveTo(size * 0.02, 0, size * 0.02, -size * 0.5, 0, -size * 0.95)
      .stroke(wax.shadow)
    for (let i = 0; i < 7; i++) {
      const y = -size * 0.75 + i * size * 0.18
      doc
        .moveTo(size * 0.01, y)
        .lineTo(size * 0.17, y - size * 0.12)
        .stroke(wax.shadow)
    }
  })
  inFrame(38, () => emboss(doc, sword, '#951b14', 0.7, 38))
  for (const dx of [-0.34, 0, 0.34]) {
    emboss(
      doc,
      () => doc.circle(cx + dx * size, cy - size * (dx === 0 ? 0.98 : 0.86), size * 0.05),
      '#951b14',
      0.4,
    )
  }
}

function drawRingText(doc: Doc, cx: number, cy: number, radius: number, text: string): void {
  doc.font('caps')
  let size = 7
  const widthAt = (s: number) => doc.fontSize(s).widthOfString(text, { characterSpacing: 0.6 })
  while (size > 4 && widthAt(size) > Math.PI * 2 * radius * 0.96) size -= 0.25
  doc.fontSize(size)
  const total = widthAt(size)
  let travelled = -total / 2
  const glyphs: PlacedGlyph[] = []
  const centre = translation(cx, cy)
  for (const char of text) {
    const width = doc.widthOfString(char) + 0.6
    const angle = ((travelled + width / 2) / radius) * (180 / Math.PI)
    travelled += width
    if (char === ' ') continue
    const onRing = compose(translation(-(width - 0.6) / 2, -radius), rotation(angle))
    glyphs.push({ char, at: compose(onRing, centre) })
  }
  // pressed letters: a shadow down-right, a glint up-left, then the letters themselves, all one text object
  const ring = glyphsObject(doc, glyphs)
  for (const [offset, color, opacity] of [
    [0.45, wax.shadow, 0.85],
    [-0.35, wax.glint, 0.5],
  ] as const) {
    doc.save().translate(offset, offset).fillColor(color).fillOpacity(opacity)
    doc.addContent(ring)
    doc.restore()
  }
  doc.save().fillColor('#8e1a13')
  doc.addContent(ring)
  doc.restore()
}

const SHAPES = 12
const forms = new Map<string, VectorForm>()

/** The seal around (0, 0), ring text and glint aside; built on first use and kept for the process. */
function sealForm(radius: number, ribbons: boolean, shape: number): VectorForm {
  // the name is the key, so the same seal has the same name whichever order the process met them in
  const key = `Seal-${shape}-${radius}${ribbons ? '-ribbons' : ''}`
  const known = forms.get(key)
  if (known) return known
  const reach = radius * 2
  const form = buildForm(key, [-reach, -reach, reach, reach], (doc) => {
    if (ribbons) {
      drawRibbon(doc, 0, 0, radius, -1)
      drawRibbon(doc, 0, 0, radius, 1)
    }
    const outline = () =>
      wobblyPath(doc, { cx: 0, cy: 0, radius, random: seededRandom(shape * 7907 + 3), bumps: 4 })
    doc.save().translate(2.5, 3.5).fillOpacity(0.28)
    outline()
    doc.fill('#2a1205')
    doc.restore()
    const body = doc.radialGradient(-radius * 0.35, -radius * 0.4, 0, 0, 0, radius * 1.08)
    body.stop(0, wax.light).stop(0.5, wax.mid).stop(1, wax.dark)
    outline()
    doc.fill(body)
    doc.save().lineWidth(1.2).strokeOpacity(0.55)
    outline()
    doc.stroke(wax.shadow)
    doc.restore()

    const face = radius * 0.76
    const pressed = doc.radialGradient(face * 0.3, face * 0.35, 0, 0, 0, face)
    pressed.stop(0, '#a0241b').stop(1, '#6e0f0b')
    doc.circle(0, 0, face).fill(pressed)
    doc.save().lineWidth(1.6).strokeOpacity(0.8).circle(-0.6, -0.6, face).stroke(wax.shadow).restore()
    doc.save().lineWidth(0.9).strokeOpacity(0.45).circle(0.7, 0.7, face).stroke(wax.glint).restore()
    for (let i = 0; i < 30; i++) {
      const angle = (i / 30) * Math.PI * 2
      emboss(
        doc,
        () => doc.circle(Math.cos(angle) * face * 0.62, Math.sin(angle) * face * 0.62, 0.8),
        '#8e1a13',
        0.35,
      )
    }
    drawEmblem(doc, 0, 0, face * 0.5)
  })
  forms.set(key, form)
  return form
}

export function drawSeal(doc: Doc, options: SealOptions): void {
  const { cx, cy, radius } = options
  const shape = Math.floor(seededRandom(options.seed * 104729 + 17)() * SHAPES)
  placeForm(doc, sealForm(radius, options.ribbons !== false, shape), cx, cy)
  drawRingText(doc, cx, cy, radius * 0.76 * 0.8, options.ringText)
  doc
    .save()
    .fillOpacity(0.25)
    .ellipse(cx - radius * 0.42, cy - radius * 0.5, radius * 0.16, radius * 0.07)
    .fill('#ffd9cf')
  doc.restore()
}
