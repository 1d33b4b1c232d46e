/**
 * The Eternal Scroll's extra pages its product card promises: the Premium PDF Receipt (line items in
 * dollars, from cents), which goes to the customer alone, and the Hall of Fame certificate, which the
 * recipient's scroll carries too and which names no price (product decision 26).
 */
import type PDFDocument from 'pdfkit'
import { formatCents } from '../../../domain/money'
import { drawSeal } from './draw-seal'
import { drawCapsLine, drawTextBlock } from './paragraph-style'
import { A4, column, columnWidth, drawDivider } from './parchment'
import { ink, styles } from './typography'

type Doc = InstanceType<typeof PDFDocument>

export type PremiumReceipt = {
  lines: Array<{ label: string; cents: number }>
  totalCents: number
  customerName: string
}

type CertificateOptions = {
  /** who commissioned the scroll; null on an anonymous order */
  commissionedBy: string | null
  productName: string
  /** the order's reference as the pages show it; the sequential number is never printed */
  reference: string | undefined
  dateLabel: string
  seed: number
  ringText: string
}

export type ReceiptOptions = Omit<CertificateOptions, 'commissionedBy'> & { receipt: PremiumReceipt }

const ANONYMOUS_PATRON = 'an anonymous well-wisher'

/** A scroll as the PDFs name it, by its order's reference: "Eternal Scroll #6F1C2A4E". */
export function scrollName(productName: string, reference: string | undefined): string {
  return reference ? `${productName} #${reference}` : productName
}

const CERTIFICATE_HEIGHT = 250

function drawLeader(doc: Doc, from: number, to: number, y: number): void {
  doc.save().fillColor(ink.faded).fillOpacity(0.7)
  for (let x = from; x < to; x += 5) doc.circle(x, y, 0.55).fill()
  doc.restore()
}

function drawRow(doc: Doc, label: string, amount: string, y: number, total = false): number {
  const style = total ? { ...styles.shout, size: 14 } : styles.body
  const amountWidth = doc.font(style.font).fontSize(style.size).widthOfString(amount)
  const labelWidth = columnWidth - amountWidth - 40
  const end = drawTextBlock(doc, label, style, { x: column.left, y, width: labelWidth, align: 'left' })
  const baseline = end - style.size * 0.55
  const labelEnd =
    column.left + Math.min(labelWidth, doc.font(style.font).fontSize(style.size).widthOfString(label))
  drawLeader(doc, labelEnd + 8, column.right - amountWidth - 8, baseline)
  drawTextBlock(doc, amount, style, {
    x: column.right - amountWidth - 2,
    y: end - style.size * 1.42,
    width: amountWidth + 2,
    align: 'right',
  })
  return end + 4
}

export function drawPremiumReceipt(doc: Doc, options: ReceiptOptions): void {
  const { receipt } = options
  doc.font('blackletter').fontSize(30).fillColor(ink.red)
  const title = 'Premium PDF Receipt'
  doc.text(title, (A4.width - doc.widthOfString(title)) / 2, column.top, { lineBreak: false })
  drawDivider(doc, A4.width / 2, column.top + 50, 120)
  drawCapsLine(
    doc,
    `${scrollName(options.productName, options.reference)} · ${options.dateLabel}`,
    column.top + 64,
    9,
  )
  let y = drawTextBlock(doc, `Issued to ${receipt.customerName}`, styles.salutation, {
    x: column.left,
    y: column.top + 90,
    width: columnWidth,
    align: 'center',
  })
  y += 18
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor(ink.rule)
    .moveTo(column.left, y)
    .lineTo(column.right, y)
    .stroke()
    .restore()
  y += 10
  for (const line of receipt.lines) y = drawRow(doc, line.label, formatCents(line.cents), y)
  y += 4
  doc.save().lineWidth(0.6).strokeColor(ink.rule)
  doc.moveTo(column.left, y).lineTo(column.right, y).stroke()
  doc
    .moveTo(column.left, y + 3)
    .lineTo(column.right, y + 3)
    .stroke()
    .restore()
  y = drawRow(doc, 'Total paid', formatCents(receipt.totalCents), y + 10, true)
  y = drawTextBlock(
    doc,
    'Paid in full. The Scriptorium thanks thee for thy custom; no refunds, as is our ancient custom.',
    styles.whisper,
    {
      x: column.left,
      y: y + 10,
      width: columnWidth,
      align: 'center',
    },
  )
  drawCertificate(doc, { ...options, commissionedBy: receipt.customerName }, Math.max(y + 30, 430))
}

/** The recipient's Hall of Fame page: the certificate alone, in the middle of the page. */
export function drawHallOfFame(doc: Doc, options: CertificateOptions): void {
  drawCertificate(doc, options, (A4.height - CERTIFICATE_HEIGHT) / 2)
}

function drawCertificate(doc: Doc, options: CertificateOptions, top: number): void {
  const height = CERTIFICATE_HEIGHT
  const left = column.left - 6
  const width = columnWidth + 12
  doc.save()
  doc.fillOpacity(0.35).rect(left, top, width, height).fill('#f8ecd0').fillOpacity(1)
  doc.lineWidth(1.4).strokeColor(ink.gold).rect(left, top, width, height).stroke()
  doc
    .lineWidth(0.6)
    .rect(left + 5, top + 5, width - 10, height - 10)
    .stroke()
  doc.restore()
  doc.font('blackletter').fontSize(24).fillColor(ink.red)
  const heading = 'Hall of Fame'
  doc.text(heading, (A4.width - doc.widthOfString(heading)) / 2, top + 20, { lineBreak: false })
  drawCapsLine(doc, 'Certificate of Entry', top + 56, 9)
  const text =
    `Be it known to all who read this that ${scrollName(options.productName, options.reference)}, commissioned by ` +
    `${options.commissionedBy ?? ANONYMOUS_PATRON}, has been entered into the Hall of Fame of the Scriptorium of Fury, there ` +
    'to hang among the great grudges of history for as long as parchment endures.'
  drawTextBlock(
    doc,
    text,
    { ...styles.body, size: 12 },
    { x: left + 28, y: top + 80, width: width - 150, align: 'left' },
  )
  drawSeal(doc, {
    cx: left + width - 64,
    cy: top + height - 78,
    radius: 40,
    seed: options.seed,
    ringText: options.ringText,
    ribbons: false,
  })
  drawCapsLine(doc, `Entered ${options.dateLabel}`, top + height - 26, 8)
}
