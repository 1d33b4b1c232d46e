/**
 * The sender's acknowledgement of a contact message: it arrived, a person reads it, and when an answer
 * comes. It repeats nothing the sender wrote but their name and the subject they picked, so the form
 * cannot be used to mail words of one's choosing to someone else's address.
 */
import { shop } from '../../domain/shop'
import { withoutArticle } from '../../domain/text/articles'
import { type Block, type EmailParts, facts, note, oneLine, paragraph, strong } from './layout/email-content'
import { renderEmail } from './layout/layout'

export type ContactReceivedInput = {
  senderName: string
  /** the subject picked from the form's list (`contactSubjects`), when one was */
  subject: string | null
}

/** The reply time the contact form and the landing page state for general inquiries. */
export const CONTACT_REPLY_TIME = '1-2 business days'

// an order issue goes faster with the order's reference, which the customer's receipt carries
const orderIssueHint = paragraph(
  'Should thy message be about an order, and thou didst not give its reference, reply to this letter ',
  'with the reference from thy receipt (the letters and digits after the #), so the council finds it at once.',
)

export function contactReceivedEmail(input: ContactReceivedInput): EmailParts {
  const about: Block[] = input.subject ? [facts([['Subject', input.subject]])] : []
  const email = renderEmail({
    subject: 'Thy message has reached the council',
    preheader: `A member of the council reads it and answers by email within ${CONTACT_REPLY_TIME}.`,
    heading: 'Thy Message Is Received',
    blocks: [
      paragraph('Hail, ', strong(withoutArticle(oneLine(input.senderName)) || 'noble visitor'), '!'),
      paragraph(
        'The ravens have brought thy message to the council, safe and whole. This letter is only to say ',
        'that it arrived: there is nothing thou needest to do.',
      ),
      ...about,
      paragraph(
        'A member of the council reads every message and answers by email within ',
        strong(CONTACT_REPLY_TIME),
        '.',
      ),
      ...(input.subject === 'Order Issue' ? [orderIssueHint] : []),
      note(`Something to add? Reply to this letter or write to ${shop.contactEmail}.`),
    ],
  })
  // a reply reaches the council, not the ravens' address the letter is sent from
  return { ...email, replyTo: shop.contactEmail }
}
