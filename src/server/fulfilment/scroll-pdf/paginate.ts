/**
 * Spreads a column of items (lines, spaces, blocks) over pages. An item may forbid the break before it,
 * which is how paragraphs avoid a lone first line at a page foot (orphan) or a lone last line at a page
 * head (widow), and how the closing signature keeps the end of the curse with it.
 */
import type PDFDocument from 'pdfkit'

type Doc = InstanceType<typeof PDFDocument>

export type Item = {
  height: number
  /** forbids a page break between this item and the one before it */
  keepWithPrevious?: boolean
  /** vertical space that is dropped when it would open a page */
  space?: boolean
  draw?: (doc: Doc, y: number) => void
}

export type Placed = { item: Item; y: number; index: number }

export function paginate(items: readonly Item[], top: number, bottom: number): Placed[][] {
  const pages: Placed[][] = []
  let page: Placed[] = []
  let y = top
  let start = 0
  let index = 0
  while (index < items.length) {
    const item = items[index] as Item
    if (page.length === 0 && item.space) {
      index++
      start = index
      continue
    }
    if (y + item.height <= bottom || page.length === 0) {
      page.push({ item, y, index })
      y += item.height
      index++
      continue
    }
    let cut = index
    while (cut > start && items[cut]?.keepWithPrevious) cut--
    // a page whose items all cling together still has to end somewhere
    if (cut <= start) cut = index
    pages.push(page.filter((placed) => placed.index < cut))
    page = []
    y = top
    index = cut
    start = cut
  }
  if (page.length > 0) pages.push(page)
  return pages
}
