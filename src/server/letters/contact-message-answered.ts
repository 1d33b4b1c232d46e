/**
 * A member of staff's answer to a contact message, from the Inbox (decision 068): their words, then the
 * sender's own message quoted under them, as a reply quotes the letter it answers. It names no internal
 * reference; a reply to it reaches the council.
 */
import { shop } from '../../domain/shop'
import { withoutArticle } from '../../domain/text/articles'
import {
  type Block,
  dayLabel,
  type EmailParts,
  note,
  oneLine,
  paragraph,
  quote,
  strong,
} from './layout/email-content'
import { renderEmail } from './layout/layout'

export type ContactAnsweredInput = {
  senderName: string
  /** the subject picked from the form's list, when one was */
  subject: string | null
  /** when the message reached the shop */
  receivedAt: Date
  /** the sender's message as they typed it */
  message: string
  /** what the member of staff wrote */
  reply: string
}

/** A long message is quoted by its opening: the sender wrote it and needs only to know which one this is. */
export const QUOTED_LENGTH = 600

function cut(text: string, length: number): string {
  if (text.length <= length) return text
  const opening = text.slice(0, length)
  const atWord = opening.replace(/\s+\S*$/, '')
  return `${(atWord || opening).trimEnd()}…`
}

// each line the member of staff typed is a paragraph: a single Enter between paragraphs is kept as one
function staffParagraphs(reply: string): Block[] {
  return reply
    .split(/\r\n?|\n/)
    .map(oneLine)
    .filter((line) => line !== '')
    .map((line) => paragraph(line))
}

function quoted(message: string): string {
  return cut(
    message
      .trim()
      .replace(/\r\n?/g, '\n')
      .replace(/\n{3,}/g, '\n\n'),
    QUOTED_LENGTH,
  )
}

export function contactAnsweredEmail(input: ContactAnsweredInput): EmailParts {
  const name = withoutArticle(oneLine(input.senderName))
  const about = input.subject ? ` (${oneLine(input.subject)})` : ''
  const email = renderEmail({
    subject: 'The council answers thy message',
    preheader: 'A member of the council has read thy message and written thee an answer.',
    heading: 'An Answer from the Council',
    blocks: [
      paragraph('Hail, ', strong(name || 'noble visitor'), '!'),
      paragraph('The council has read thy message and answers it here.'),
      ...staffParagraphs(input.reply),
      paragraph(`Thy message${about} of ${dayLabel(input.receivedAt)}, as it reached us:`),
      quote(quoted(input.message)),
      note(`Something more to ask? Reply to this letter or write to ${shop.contactEmail}.`),
    ],
  })
  // a reply reaches the council, not the ravens' address the letter is sent from
  return { ...email, replyTo: shop.contactEmail }
}
