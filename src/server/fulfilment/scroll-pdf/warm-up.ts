/**
 * Scrolls a new renderer seals for practice before the shop's first order reaches it: its first few dozen
 * PDFs take several times as long as the rest, while V8 compiles the layout and pdfkit code and the
 * per-process caches fill (fonts, parchment sheets, the dozen seal shapes, shaped words). The practice
 * scrolls come from the scribe engine across the styles, flags and page counts a day's orders bring, and
 * are thrown away.
 */
import { cursedStyles, type IntensityLevel } from '../../../domain/catalog-options'
import { composeScroll } from '../../../domain/scribe/compose-scroll'
import { type ComposedScroll, noFlags } from '../../../domain/scribe/scroll-request'
import type { ScrollPdfMeta } from './render-scroll-pdf'

export const WARM_UP_SCROLLS = 48

const styles = Object.keys(cursedStyles) as Array<keyof typeof cursedStyles>

export function warmUpScroll(index: number): { scroll: ComposedScroll; meta: ScrollPdfMeta } {
  const scroll = composeScroll({
    seed: `warm-up-${index}`,
    kind: 'rant',
    scrollType: 'scroll-of-fury',
    targetName: 'Sir Reginald Puddlesworth',
    grievance: 'He borrowed my lawnmower in spring and returned it as a rumour',
    style: styles[index % styles.length] ?? 'gothic',
    intensity: (3 + (index % 3)) as IntensityLevel,
    flags: {
      ...noFlags,
      multiPage: index % 6 === 0,
      cursedFonts: index % 4 === 1,
      fontTantrums: index % 4 === 2,
    },
    signature: { anonymous: index % 5 === 0, customerName: 'Margery Quill' },
  })
  // order numbers pick the seal's shape: these run through all of them
  return { scroll, meta: { orderNumber: index + 1, date: new Date(0), scrollType: 'scroll-of-fury' } }
}
