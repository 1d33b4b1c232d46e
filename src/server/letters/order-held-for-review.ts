/**
 * Tells a customer that a scribe reads their order by hand before it is sealed: nothing goes out until a
 * person approves it, and its delivery time counts from then. It names no rule and quotes nothing: the
 * order may be held only because the shop reads every scroll, or a second opinion did not answer.
 */
import { shop } from '../../domain/shop'
import { withoutArticle } from '../../domain/text/articles'
import { type EmailParts, note, oneLine, paragraph, strong } from './layout/email-content'
import { renderEmail } from './layout/layout'

export type OrderHeldInput = {
  /** the order's reference, as the pages show it (`orderReference`): never its sequential number */
  reference: string
  customerName: string
  productName: string
  /** the Scribes' Code page, where the rules a scribe reads by are written */
  codeUrl: string
}

export function orderHeldForReviewEmail(input: OrderHeldInput): EmailParts {
  const parts = renderEmail({
    subject: `A scribe is reading thy order #${input.reference}`,
    preheader: 'Nothing is sent until a scribe approves it; the delivery time counts from then.',
    heading: 'A Scribe Is Reading Thy Order',
    blocks: [
      paragraph('Hail, ', strong(withoutArticle(oneLine(input.customerName)) || 'noble patron'), '!'),
      paragraph(
        `Thy ${withoutArticle(input.productName)} (order #${input.reference}) is written, and before it is `,
        'sealed a scribe reads it by hand, as the Scribes’ Code asks. Nothing is sent until it is approved, ',
        'and the delivery time thou chosest counts from the moment it is.',
      ),
      paragraph(
        'Should the scribe find that it breaks the Code, the order is refused and thy payment refunded in full, ',
        'and thou shalt hear why.',
      ),
      paragraph(`The Scribes’ Code: ${input.codeUrl}`),
      note(`Order #${input.reference}. Questions? Write to ${shop.contactEmail} and quote it.`),
    ],
  })
  return { ...parts, replyTo: shop.contactEmail }
}
