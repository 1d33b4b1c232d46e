import type { ComposedScroll } from '@/domain/scribe/scroll-request'

/** The scroll as one readable text, for narration and for the plain-text part of an email. */
export function scrollAsPlainText(scroll: ComposedScroll): string {
  return [
    scroll.title,
    scroll.salutation,
    ...scroll.paragraphs.map((paragraph) => paragraph.text),
    scroll.curse,
    scroll.signOff,
    scroll.signature,
  ].join('\n\n')
}
