import { execFile } from 'node:child_process'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { orderReference } from '@/domain/order-reference'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import type { ComposedScroll } from '@/domain/scribe/scroll-request'
import { proofread } from '@/domain/text/proofread'
import { typeset } from '@/domain/text/typeset'
import { storedOrders } from '../../orders/order-rows.fixtures'
import { scrollRequestForOrder, scrollRequestForTarget } from '../scroll-request-for'
import { renderScrollPdf } from './render-scroll-pdf'

/**
 * The text of a PDF as it is drawn, word by word (poppler's pdftotext in raw order): its reading-order
 * guess takes a justified line's wide gaps for a column break and moves the line's last word down a line.
 */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-raw', '-enc', 'UTF-8', '-', '-'],
      { encoding: 'utf8' },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    )
    child.stdin?.end(pdf)
  })
}

// folios and page breaks are the page's, not the scroll's
const drawable = (text: string) =>
  text
    .replace(/Folio [ivxlc]+ of [ivxlc]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

// the faces are latin subsets and no face for other scripts is shipped: a letter none of them has (王,
// 🍮) is not drawn at all (decision 020), so such a scroll is not compared word for word
const UNDRAWABLE = /[^\s\u0020-\u024f\u2000-\u206f]/u

/**
 * Whether `words` appear on the page in order, each within a word or two of the last: the reader's copy
 * puts the drop cap's letter (and a tilted tantrum word) wherever its baseline sorts.
 */
function readsInOrder(page: readonly string[], words: readonly string[]): boolean {
  if (words.length === 0) return true
  for (
    let start = page.indexOf(words[0] as string);
    start >= 0;
    start = page.indexOf(words[0] as string, start + 1)
  ) {
    let at = start
    const found = words.slice(1).every((word) => {
      const next = page.slice(at + 1, at + 3).indexOf(word)
      if (next < 0) return false
      at += next + 1
      return true
    })
    if (found) return true
  }
  return false
}

/** What the PDF should say, part by part: the text as typeset, the drop cap's letter apart. */
function expectedParts(scroll: ComposedScroll): string[] {
  const [opening, ...rest] = scroll.paragraphs
  const first = typeset(opening?.text ?? '')
  return [
    scroll.title,
    scroll.salutation,
    /^\p{L}/u.test(first) ? first.slice(1) : first,
    // a tantrum's words are tilted one by one, so a reader's copy of them comes out of order
    ...rest.filter((paragraph) => paragraph.emphasis !== 'tantrum').map((paragraph) => paragraph.text),
    scroll.curse,
    scroll.signOff,
    scroll.signature,
    scroll.sealLine,
  ].map((part) => drawable(typeset(part)))
}

describe('what a recipient reads in the sealed PDF (property, a small sample)', () => {
  it('prints every quote and apostrophe the right way round, and the words the engine wrote', async () => {
    await fc.assert(
      fc.asyncProperty(storedOrders, async ({ order, targets }) => {
        const target = targets[0]
        const request = target ? scrollRequestForTarget(order, target) : scrollRequestForOrder(order)
        const scroll = composeScroll(request)
        fc.pre(!UNDRAWABLE.test(expectedParts(scroll).join(' ')))
        const eternal = request.scrollType === 'eternal-scroll'
        const pdf = await renderScrollPdf(scroll, {
          reference: orderReference(order.id),
          orderNumber: order.orderNumber,
          date: new Date('2026-03-14T10:00:00Z'),
          scrollType: request.scrollType,
          ...(eternal
            ? { hallOfFame: { commissionedBy: order.anonymousDelivery ? null : order.customerName } }
            : {}),
        })
        const printed = await pdfText(pdf)
        // the order by the reference its pages show, never by its sequential number
        if (eternal) expect(drawable(printed)).toContain(`Eternal Scroll #${orderReference(order.id)},`)
        expect(drawable(printed)).not.toMatch(new RegExp(`N[oº]\\.? ?${order.orderNumber}\\b`))
        // the faces draw a straight " and ' as closing marks, so none may reach the page
        expect(printed, request.targetName).not.toMatch(/["']/)
        // every quotation opens with an opening mark and closes with a closing one (a reader's copy breaks a
        // paragraph where a line runs taller, and reads a tantrum's tilted words out of order)
        if (!scroll.paragraphs.some((paragraph) => paragraph.emphasis === 'tantrum')) {
          const quotes = proofread(printed.replace(/\s+/g, ' ')).filter(
            (fault) => fault.rule === 'unbalanced-quotes',
          )
          expect(quotes, printed).toEqual([])
        }
        const page = drawable(printed).split(' ')
        for (const part of expectedParts(scroll)) {
          expect(readsInOrder(page, part.split(' ')), `${part}\n\nnot in\n\n${printed}`).toBe(true)
        }
      }),
      { numRuns: 20 },
    )
  }, 60_000)
})
