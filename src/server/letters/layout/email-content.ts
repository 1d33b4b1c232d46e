/**
 * What an email says, kept apart from how it looks: each email writes its sentences once as blocks, and
 * the layout sets them both as themed HTML and as plain text, so the two versions never drift apart.
 */

import { afterMark } from '../../../domain/text/marks'

/** A run of text, plain or in bold; customers' words are always plain text here, never markup. */
export type Phrase = string | { strong: string }

export type Block =
  | { kind: 'paragraph'; phrases: readonly Phrase[] }
  /** label and value pairs: order number, delivery, recipient */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [string, string]> }
  /** priced lines with a total, amounts already formatted */
  | { kind: 'lines'; rows: ReadonlyArray<readonly [string, string]>; total: readonly [string, string] }
  /** a small italic aside */
  | { kind: 'note'; text: string }
  /** a link to follow, as a button with its address beside it for clients that show no buttons */
  | { kind: 'link'; label: string; url: string }
  /** someone's own words quoted back to them, line by line, as a reply quotes the letter it answers */
  | { kind: 'quote'; lines: readonly string[] }

export type EmailContent = {
  subject: string
  /** the line inboxes show beside the subject */
  preheader: string
  heading: string
  blocks: readonly Block[]
  /** small links under the letter, beside the shop's address: a recipient's "no more" and "report" */
  footLinks?: ReadonlyArray<{ label: string; url: string }>
}

/** What an email builder returns: the parts of a MailMessage the caller completes with `to` and files. */
export type EmailParts = {
  subject: string
  text: string
  html: string
  replyTo?: string
  /** headers of the letter's own (List-Unsubscribe on a scroll to its recipient) */
  headers?: Record<string, string>
}

const textOf = (phrase: Phrase) => (typeof phrase === 'string' ? phrase : phrase.strong)

/** A paragraph of phrases; a name that ends with its own mark ("Bob Smith Jr.") takes no second one. */
export const paragraph = (...phrases: Phrase[]): Block => ({
  kind: 'paragraph',
  phrases: phrases.map((phrase, index) =>
    typeof phrase === 'string' && index > 0
      ? afterMark(textOf(phrases[index - 1] as Phrase), phrase)
      : phrase,
  ),
})
export const strong = (text: string): Phrase => ({ strong: text })
export const note = (text: string): Block => ({ kind: 'note', text })
export const link = (label: string, url: string): Block => ({ kind: 'link', label, url })
/** A quotation of text as it was typed: its line breaks are kept, and each line is set as plain text. */
export const quote = (text: string): Block => ({
  kind: 'quote',
  lines: text.replace(/\r\n?/g, '\n').split('\n'),
})
export const facts = (rows: ReadonlyArray<readonly [string, string]>): Block => ({ kind: 'facts', rows })
export const lines = (
  rows: ReadonlyArray<readonly [string, string]>,
  total: readonly [string, string],
): Block => ({ kind: 'lines', rows, total })

/** A customer's name or a title on one line: what they typed may hold line breaks and runs of spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** "14 Mar 2026" in UTC, as the scroll's seal writes it. */
export function dayLabel(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
