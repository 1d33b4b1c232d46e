/**
 * How long each scroll is, as sold: pages and a word range per product, written in the catalogue so the
 * forms, the scribe engine and the language-model path all read the same figures. A multi-page scroll
 * and a commission add whole pages of story, each holding a page's words.
 */
import type { CommissionLength } from './catalog-options'
import type { ScrollType } from './catalog-products'

export type WordRange = { min: number; max: number }

/**
 * What each page beyond a product's own adds: a full page of parchment at the renderer's full size holds
 * about 400 words (the first page gives room to the title, the last to the curse and the seal), so the
 * pages sold are the pages the PDF has.
 */
export const wordsPerPage: WordRange = { min: 390, max: 460 }

export const scrollLengths = {
  'light-rant': { pages: 1, words: { min: 150, max: 240 } },
  'scroll-of-fury': { pages: 1, words: { min: 250, max: 340 } },
  'eternal-scroll': { pages: 2, words: { min: 500, max: 680 } },
  'love-me-scroll': { pages: 1, words: { min: 150, max: 260 } },
  // a commission's pages come from the length the customer chose
  'epic-scroll-commission': { pages: 2, words: { min: 500, max: 680 } },
} as const satisfies Record<ScrollType, { pages: number; words: WordRange }>

/** The pages a commission length buys: "2 pages" is 2, "3-5 pages" 4, "6+ pages" 6. */
export const commissionPages = {
  '2-pages': 2,
  '3-5-pages': 4,
  '6-plus-pages': 6,
} as const satisfies Record<CommissionLength, number>

/** The most pages any scroll is written for. */
export const MAX_SCROLL_PAGES = 6

/**
 * The pages of one scroll: the product's own, one more for the multi-page upsell (two more from Burning
 * Fury), or what a commission asked for.
 */
export function scrollPages(input: {
  scrollType: ScrollType
  multiPage: boolean
  intensity: number
  requestedPages?: number
}): number {
  if (input.requestedPages !== undefined) {
    return Math.min(MAX_SCROLL_PAGES, Math.max(1, Math.round(input.requestedPages)))
  }
  const base = scrollLengths[input.scrollType].pages
  if (!input.multiPage) return base
  return base + (input.intensity >= 4 ? 2 : 1)
}

/** The words a scroll of this product and page count is written to: its own range, or a page's per page. */
export function wordRange(scrollType: ScrollType, pages: number): WordRange {
  const own = scrollLengths[scrollType]
  if (pages === own.pages) return own.words
  const extra = pages - own.pages
  return { min: own.words.min + extra * wordsPerPage.min, max: own.words.max + extra * wordsPerPage.max }
}

const pageCounts = ['one page', 'two pages', 'three pages', 'four pages', 'five pages', 'six pages']

/** "150 to 240 words on one page", as the forms show a product's length. */
export function lengthLabel(scrollType: ScrollType, pages = scrollLengths[scrollType].pages): string {
  const { min, max } = wordRange(scrollType, pages)
  return `${min} to ${max} words on ${pageCounts[pages - 1] ?? `${pages} pages`}`
}
