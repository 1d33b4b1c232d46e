/**
 * The customer's quote for a commission: its price, how long the writing takes once paid, the scribe's
 * own words as plain text, and the link to pay it, which works until the end of the day it names. It
 * promises nothing else: no scroll is written and nothing is charged until the customer pays.
 */
import { quotedDeliveryPromise } from '../../domain/commission-quote'
import { formatCents } from '../../domain/money'
import { shop } from '../../domain/shop'
import { withoutArticle } from '../../domain/text/articles'
import {
  type Block,
  dayLabel,
  type EmailParts,
  facts,
  link,
  note,
  oneLine,
  paragraph,
  strong,
} from './layout/email-content'
import { renderEmail } from './layout/layout'

export type CommissionQuoteInput = {
  customerName: string
  target: string
  /** the request named a recipient address: the scroll goes there, the receipt to the customer */
  toRecipient: boolean
  priceCents: number
  deliveryDays: number
  /** what the member of staff wrote to the customer */
  message: string
  /** the payment link */
  url: string
  /** the last day the link works, to its end */
  lastDay: Date
}

// the scribe's words, paragraph by paragraph, as plain text
function scribeWords(message: string): Block[] {
  const paragraphs = message
    .split(/\n\s*\n/)
    .map(oneLine)
    .filter((text) => text !== '')
  if (paragraphs.length === 0) return []
  return [paragraph('A word from the scribe:'), ...paragraphs.map((text) => paragraph(text))]
}

export function commissionQuoteEmail(input: CommissionQuoteInput): EmailParts {
  const price = formatCents(input.priceCents)
  const target = oneLine(input.target) || 'thy target'
  const lastDay = dayLabel(input.lastDay)
  const email = renderEmail({
    subject: 'Thy commission quote from the Scriptorium',
    preheader: `The council quotes ${price} for thy commission. The link to pay it works until ${lastDay}.`,
    heading: 'Thy Quote Is Ready',
    blocks: [
      paragraph('Hail, ', strong(withoutArticle(oneLine(input.customerName)) || 'noble patron'), '!'),
      paragraph(
        'A scribe of the council has read thy tale of ',
        strong(target),
        ' and weighed what thy saga shall cost. Here is the council’s quote.',
      ),
      facts([
        ['Price', price],
        ['Written and sent', `${quotedDeliveryPromise(input.deliveryDays)} of thy payment`],
        ['Link works until', `the end of ${lastDay}`],
      ]),
      ...scribeWords(input.message),
      paragraph(
        'Should the quote please thee, pay it through the link below. Once it is paid, the scribes set to ',
        input.toRecipient
          ? 'work, and the sealed scroll goes to its recipient by email, thy receipt to thee.'
          : 'work, and the sealed scroll comes to thee by email, thy receipt after it.',
      ),
      link(`Pay ${price}`, input.url),
      paragraph(
        'Nothing is written and nothing is charged until thou payest. Should the link lapse before then, ',
        'reply to this letter and the council can send thee a fresh quote.',
      ),
      note(`Something to ask or to change? Reply to this letter or write to ${shop.contactEmail}.`),
    ],
  })
  // a reply reaches the council, not the ravens' address the letter is sent from
  return { ...email, replyTo: shop.contactEmail }
}
