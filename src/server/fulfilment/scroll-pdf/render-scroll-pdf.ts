/**
 * Renders a composed scroll as an A4 PDF: parchment pages with border and folio, a blackletter title, an
 * illuminated initial, the body with its emphasis, the curse, the signature beside a wax seal, and for
 * the Eternal Scroll its Hall of Fame page. The customer's Premium PDF Receipt is a document of its own,
 * never part of what the recipient gets. The same scroll and meta give the same bytes.
 */
import type PDFDocument from 'pdfkit'
import { type ScrollType, scrollProducts } from '../../../domain/catalog-products'
import type { ComposedScroll } from '../../../domain/scribe/scroll-request'
import { type Placed, paginate } from './paginate'
import { A4, column, drawPage } from './parchment'
import { drawHallOfFame, drawPremiumReceipt, type PremiumReceipt, scrollName } from './premium-receipt'
import { scrollItems } from './scroll-blocks'
import { createScrollDocument } from './scroll-document'

export type ScrollPdfMeta = {
  /**
   * The order's reference as the pages show it (`orderReference`), on the seal and in the file's metadata.
   * The weekly drawing's prize belongs to no order: it has none, and its PDF names no order.
   */
  reference?: string
  /** seeds the parchment's and the seal's drawing only: never printed, it tells how many orders the shop takes */
  orderNumber: number
  date: Date
  scrollType: ScrollType
  /** the Eternal Scroll's certificate; `commissionedBy` is null on an anonymous order */
  hallOfFame?: { commissionedBy: string | null }
}

/** The customer's receipt always belongs to an order, and names it. */
export type ReceiptPdfMeta = Omit<ScrollPdfMeta, 'hallOfFame' | 'reference'> & {
  reference: string
  receipt: PremiumReceipt
}

export const SHOP_NAME = 'Scrolls of Fury'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

// UTC, so the seal reads the same whichever time zone the worker runs in
function dateLabel(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

// type a little smaller before a one-page scroll becomes two (or a saga grows a page)
const SCALES = [1, 0.96, 0.92, 0.88, 0.84, 0.8, 0.76, 0.72] as const

function layOut(
  doc: InstanceType<typeof PDFDocument>,
  scroll: ComposedScroll,
  options: { seed: number; ringText: string },
) {
  let pages: Placed[][] = []
  for (const scale of SCALES) {
    pages = paginate(scrollItems(doc, scroll, { ...options, scale }), column.top, column.bottom)
    if (pages.length <= scroll.pages) break
  }
  // on a well-filled last page the signature drops a little towards the foot, where a letter's sits
  const closing = pages.at(-1)?.at(-1)
  const free = closing ? column.bottom - closing.y - closing.item.height : 0
  if (closing && closing.y - column.top > (column.bottom - column.top) * 0.45)
    closing.y += Math.min(free * 0.5, 110)
  return pages
}

type Doc = InstanceType<typeof PDFDocument>

// the recipient's copy must not name the customer of an anonymous order: the author is the shop
function openDocument(info: { title: string; subject: string; date: Date }) {
  const doc = createScrollDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    displayTitle: true,
    info: {
      Title: info.title,
      Author: SHOP_NAME,
      Subject: info.subject,
      Creator: `${SHOP_NAME} Scriptorium`,
      Producer: SHOP_NAME,
      CreationDate: info.date,
      ModDate: info.date,
    },
  })
  const chunks: Buffer[] = []
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, finished }
}

const ringTextOf = (meta: { reference?: string; date: Date }) =>
  `Scriptorium of Fury · ${meta.reference ? `Nº ${meta.reference} · ` : ''}${dateLabel(meta.date).toUpperCase()} · `

function addParchmentPage(doc: Doc, seed: number, folio: number, folios: number): void {
  doc.addPage({ size: [A4.width, A4.height], margin: 0 })
  drawPage(doc, { seed, folio, folios })
}

export async function renderScrollPdf(scroll: ComposedScroll, meta: ScrollPdfMeta): Promise<Buffer> {
  const productName = scrollProducts[meta.scrollType]?.name ?? 'Scroll'
  const { doc, finished } = openDocument({
    title: scroll.title,
    subject: scrollName(productName, meta.reference),
    date: meta.date,
  })
  const ringText = ringTextOf(meta)
  const seed = meta.orderNumber
  const pages = layOut(doc, scroll, { seed, ringText })
  const folios = pages.length + (meta.hallOfFame ? 1 : 0)

  pages.forEach((placed, index) => {
    addParchmentPage(doc, seed, index + 1, folios)
    for (const { item, y } of placed) item.draw?.(doc, y)
  })
  if (meta.hallOfFame) {
    addParchmentPage(doc, seed, folios, folios)
    drawHallOfFame(doc, {
      commissionedBy: meta.hallOfFame.commissionedBy,
      productName,
      reference: meta.reference,
      dateLabel: dateLabel(meta.date),
      seed,
      ringText,
    })
  }
  doc.end()
  return finished
}

/** The customer's Premium PDF Receipt: what was paid, line by line, with the Hall of Fame certificate. */
export async function renderReceiptPdf(meta: ReceiptPdfMeta): Promise<Buffer> {
  const productName = scrollProducts[meta.scrollType]?.name ?? 'Scroll'
  const { doc, finished } = openDocument({
    title: `Premium PDF Receipt for ${scrollName(productName, meta.reference)}`,
    subject: `Receipt for ${scrollName(productName, meta.reference)}`,
    date: meta.date,
  })
  const seed = meta.orderNumber
  addParchmentPage(doc, seed, 1, 1)
  drawPremiumReceipt(doc, {
    receipt: meta.receipt,
    productName,
    reference: meta.reference,
    dateLabel: dateLabel(meta.date),
    seed,
    ringText: ringTextOf(meta),
  })
  doc.end()
  return finished
}
