/**
 * The herald's reading that missed its scroll's letter, sent on its own once it was made. It goes where
 * the scroll went, and names the customer only when it goes to the customer.
 */
import { shop } from '../../domain/shop'
import { withoutArticle } from '../../domain/text/articles'
import { type EmailParts, note, oneLine, paragraph, strong } from './layout/email-content'
import { renderEmail } from './layout/layout'
import { listUnsubscribeHeaders, type RecipientLinks, recipientFootLinks } from './recipient-footer'

export type LateNarrationInput = {
  /** the order's reference, as the pages show it (`orderReference`): never its sequential number */
  reference: string
  targetName: string
  /** the scroll went to the customer, who gave no recipient address */
  toCustomer: boolean
  customerName: string
  /** to a recipient: the same "no more" and "report" links as the scroll's own letter */
  links?: RecipientLinks
}

export function lateNarrationEmail(input: LateNarrationInput): EmailParts {
  const target = oneLine(input.targetName) || 'noble stranger'
  // spoken to, a name loses its article: "Hail, landlord!"
  const greeting = withoutArticle(input.toCustomer ? oneLine(input.customerName) || 'noble patron' : target)
  const whose = input.toCustomer ? `thy scroll for ${target}` : 'the scroll sealed for thee'
  const parts = renderEmail({
    subject: `The herald's reading of scroll #${input.reference}`,
    preheader: `The herald has read ${whose} aloud. The recording is attached.`,
    heading: "The Herald's Reading",
    blocks: [
      paragraph('Hail, ', strong(greeting), '!'),
      paragraph(
        `Not long ago the ravens brought ${whose} (scroll #${input.reference}) without the herald's reading `,
        'that was promised with it: the herald had lost his voice. He has found it again and read the scroll ',
        'aloud, and the recording is attached to this letter as a sound file.',
      ),
      note(`Scroll #${input.reference}. Questions? Write to ${shop.contactEmail} and quote it.`),
    ],
    footLinks: input.links && recipientFootLinks(input.links),
  })
  // replies go to the shop: an anonymous customer must not be reachable through this letter
  return {
    ...parts,
    replyTo: shop.contactEmail,
    ...(input.links ? { headers: listUnsubscribeHeaders(input.links) } : {}),
  }
}
