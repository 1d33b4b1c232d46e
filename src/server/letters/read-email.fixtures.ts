/**
 * An email as its reader takes it in, for the property tests of the letters: the subject, the plain text
 * and what the HTML shows (preheader included, markup and entities gone), each set as the scroll sets
 * text. The plain text's columns and dotted leaders are layout, not prose, so they are closed up first.
 */
import fc from 'fast-check'
import { bundles } from '@/domain/catalog-bundles'
import { scrollProducts } from '@/domain/catalog-products'
import { typeset } from '@/domain/text/typeset'
import type { EmailParts } from './layout/email-content'

/** Every name a product may go by in a letter: its catalogue name (one per product), bundle titles. */
export const productNames = fc.constantFrom(
  ...new Set([
    ...Object.values(scrollProducts).map((product) => product.name),
    ...Object.values(bundles).map((bundle) => bundle.title),
    'Scroll',
  ]),
)

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#96;': '`',
  '&#123;': '{',
  '&#125;': '}',
}

function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<br>/g, '\n')
    .replace(/<\/(?:p|div|td|tr|table)>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);|&[a-z]+;|&#\d+;/g, (entity, code) =>
      code ? String.fromCodePoint(Number(code)) : (ENTITIES[entity] ?? entity),
    )
}

const prose = (text: string) =>
  text
    .replace(/ \.{2,} /g, ' ')
    .replace(/^=+$/gm, '')
    .split(/\n{2,}/)
    .map((block) =>
      typeset(
        block
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter((line) => line !== '')
          .join('\n'),
      ),
    )
    .filter((block) => block !== '')
    .join('\n\n')

/** The subject, the plain text and the HTML's visible text of a letter, as read. */
export function readEmail(email: EmailParts): { subject: string; text: string; html: string } {
  return { subject: prose(email.subject), text: prose(email.text), html: prose(visibleText(email.html)) }
}

/** A name given with its article ("The Baron", "the landlord") is not addressed with it. */
export function addressedWithArticle(text: string, name: string): boolean {
  const trimmed = name.replace(/\s+/g, ' ').trim()
  if (!/^(?:[Tt]he|an?)\s/.test(trimmed)) return false
  const escaped = typeset(trimmed).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?:Hail|thee|O),? ${escaped}(?:[,.!?]|$)`, 'm').test(text)
}
