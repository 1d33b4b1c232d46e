/**
 * Renders a composed scroll as an A4 PDF: parchment pages with border and folio, a blackletter title, an
 * illuminated initial, the body with its emphasis, the curse, the signature beside a wax seal, and for
 * the Eternal Scroll a receipt and Hall of Fame page. The same scroll and meta give the same bytes.
 */
import type PDFDocument from 'pdfkit'
import { type ScrollType, scrollProducts } from '../../../domain/catalog-products'
import type { ComposedScroll } from '../../../domain/scribe/scroll-request'
import { type Placed, paginate } from './paginate'
import { A4, column, drawPage } from './parchment'
import { drawPremiumReceipt, type PremiumReceipt } from './premium-receipt'
import { scrollItems } from './scroll-blocks'
import { createScrollDocument } from './scroll-document'

export type ScrollPdfMeta = {
  orderNumber: number
  date: Date
  scrollType: ScrollType
  premiumReceipt?: PremiumReceipt
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

export async function renderScrollPdf(scroll: ComposedScroll, meta: ScrollPdfMeta): Promise<Buffer> {
  const productName = scrollProducts[meta.scrollType]?.name ?? 'Scroll'
  const doc = createScrollDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    displayTitle: true,
    info: {
      Title: scroll.title,
      Author: SHOP_NAME,
      Subject: `${productName} No. ${meta.orderNumber}`,
      Creator: `${SHOP_NAME} Scriptorium`,
      Producer: SHOP_NAME,
      CreationDate: meta.date,
      ModDate: meta.date,
    },
  })
  const chunks: Buffer[] = []
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const label = dateLabel(meta.date).toUpperCase()
  const ringText = `Scriptorium of Fury · Nº ${meta.orderNumber} · ${label} · `
  const seed = meta.orderNumber
  const pages = layOut(doc, scroll, { seed, ringText })
  const folios = pages.length + (meta.premiumReceipt ? 1 : 0)

  pages.forEach((placed, index) => {
    doc.addPage({ size: [A4.width, A4.height], margin: 0 })
    drawPage(doc, { seed, folio: index + 1, folios })
    for (const { item, y } of placed) item.draw?.(doc, y)
  })
  if (meta.premiumReceipt) {
    doc.addPage({ size: [A4.width, A4.height], margin: 0 })
    drawPage(doc, { seed, folio: folios, folios })
    drawPremiumReceipt(doc, {
      receipt: meta.premiumReceipt,
      productName,
      orderNumber: meta.orderNumber,
      dateLabel: dateLabel(meta.date),
      seed,
      ringText,
    })
  }
  doc.end()
  return finished
}
