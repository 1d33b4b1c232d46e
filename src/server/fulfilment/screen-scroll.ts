import { scrollNumber } from '@/domain/order-lifecycle'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import { screenTexts } from '../screening/screen-text'
import type { ScreenFinding } from '../screening/screening'

/**
 * Screens a written scroll before it is sealed, whichever writer wrote it (product decision 29): every
 * part the recipient reads, each named so staff find it (`scroll 2 paragraph 3`).
 */
export function screenScroll(scroll: ComposedScroll, position: number): ScreenFinding[] {
  const name = `scroll ${scrollNumber(position)}`
  return screenTexts([
    { field: `${name} title`, text: scroll.title },
    { field: `${name} salutation`, text: scroll.salutation },
    ...scroll.paragraphs.map((paragraph, index) => ({
      field: `${name} paragraph ${index + 1}`,
      text: paragraph.text,
    })),
    { field: `${name} closing`, text: scroll.curse },
    { field: `${name} signature`, text: `${scroll.signOff} ${scroll.signature}` },
  ])
}
