/** The customer's acknowledgement of a commission request: what they asked for, and what happens next. */
import { commissionLengths, commissionStyles } from '../../domain/catalog-options'
import { shop } from '../../domain/shop'
import { withoutArticle } from '../../domain/text/articles'
import { dayLabel, type EmailParts, facts, note, oneLine, paragraph, strong } from './layout/email-content'
import { renderEmail } from './layout/layout'

export type CommissionReceivedInput = {
  customerName: string
  target: string
  /** ids of the form's choices (`divine-fury`, `3-5-pages`); the form requires both */
  style: string | null
  length: string | null
  voiceNarration: boolean
  /** the form sends a date picker's YYYY-MM-DD; the API takes any short text */
  deadline: string | null
  anonymousDelivery: boolean
  /** where the sealed saga goes; null: to the customer, to pass on */
  recipientEmail: string | null
}

const labelOf = (labels: Record<string, string>, id: string | null) =>
  id !== null && Object.hasOwn(labels, id) ? labels[id] : undefined

/** A picked date reads as the seal writes dates ("24 Dec 2026"); anything else as the customer typed it. */
export function deadlineLabel(deadline: string): string {
  const date = new Date(`${deadline}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline) || Number.isNaN(date.getTime())) return oneLine(deadline)
  return dayLabel(date)
}

export function commissionReceivedEmail(input: CommissionReceivedInput): EmailParts {
  const target = oneLine(input.target) || 'thy target'
  const deadline = input.deadline ? oneLine(input.deadline) : ''
  const style = labelOf(commissionStyles, input.style)
  const length = labelOf(commissionLengths, input.length)
  const request: Array<readonly [string, string]> = [['Target', target]]
  if (style) request.push(['Style', style])
  if (length) request.push(['Length', length])
  request.push(['Voice narration', input.voiceNarration ? 'Yes, priced in thy quote' : 'No'])
  if (deadline) request.push(['Deadline', deadlineLabel(deadline)])
  request.push(['Sent to', input.recipientEmail ?? 'Thee, to pass on as thou wilt'])
  if (input.anonymousDelivery) {
    request.push(['Signed', 'Anonymously: thy name and email shall be kept from the recipient'])
  }
  const email = renderEmail({
    subject: 'Thy commission request is received',
    preheader: 'The council reads thy tale and sends thee a quote within 1-2 business days.',
    heading: 'Thy Commission Is Received',
    blocks: [
      paragraph('Hail, ', strong(withoutArticle(oneLine(input.customerName)) || 'noble patron'), '!'),
      paragraph(
        'The ravens have delivered thy tale to the council, and the Scriptorium thanks thee for ',
        'entrusting it with thy grievance. Here is what thou didst ask for.',
      ),
      facts(request),
      paragraph(
        'A scribe of the council reads every tale by hand and weighs what thy saga shall cost. Within ',
        strong('1-2 business days'),
        ' thou shalt receive a quote by email, with a link to pay it. Nothing is written and nothing is ',
        'charged until thou payest.',
      ),
      note(`Something to add or to change? Reply to this letter or write to ${shop.contactEmail}.`),
    ],
  })
  // a reply reaches the council, not the ravens' address the letter is sent from
  return { ...email, replyTo: shop.contactEmail }
}
