import type { ComposedScroll } from '../../../domain/scribe/scroll-request'

// without a stop the synthesiser runs the title into the salutation with no breath between
const ENDS_CLAUSE = /[.!?,;:…]["'”’)\]]*$/u

/** What the herald reads: the scroll as written, from the title to the signature, one part at a time. */
export function narrationTextOf(scroll: ComposedScroll): string {
  return [
    scroll.title,
    scroll.salutation,
    ...scroll.paragraphs.map((paragraph) => paragraph.text),
    scroll.curse,
    scroll.signOff,
    scroll.signature,
  ]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (ENDS_CLAUSE.test(part) ? part : `${part}.`))
    .join('\n\n')
}
