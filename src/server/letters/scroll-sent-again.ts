/**
 * The customer's word that a scroll went to its recipient again, written only when the member of staff
 * who sent it ticked that the customer be told: a corrected copy, or the same scroll once more. The
 * order's page shows the scroll as it now stands.
 */
import { withoutArticle } from '../../domain/text/articles'
import { type EmailParts, note, oneLine, paragraph, strong } from './layout/email-content'
import { renderEmail } from './layout/layout'
import { type OrderPageLink, orderPageBlocks } from './order-page-block'

export type ScrollSentAgainInput = {
  /** the order's reference, as the pages show it (`orderReference`): never its sequential number */
  reference: string
  customerName: string
  targetName: string
  /** the text was corrected; otherwise the same scroll went once more */
  corrected: boolean
  orderPage: OrderPageLink
}

export function scrollSentAgainEmail(input: ScrollSentAgainInput): EmailParts {
  const target = withoutArticle(oneLine(input.targetName)) || 'thy recipient'
  const customer = withoutArticle(oneLine(input.customerName))
  return renderEmail({
    subject: input.corrected
      ? `A corrected copy of thy scroll went to ${target}`
      : `Thy scroll went to ${target} once more`,
    preheader: input.corrected
      ? 'The scribes corrected thy scroll and sent it again, in place of the earlier copy.'
      : 'The scribes sent thy scroll once more, unchanged.',
    heading: input.corrected ? 'A Corrected Copy Went Out' : 'Thy Scroll Went Once More',
    blocks: [
      paragraph('Hail, ', strong(customer || 'noble patron'), '!'),
      paragraph(
        ...(input.corrected
          ? [
              'The scribes have corrected thy scroll for ',
              strong(target),
              ' and sent it again. The corrected copy replaces the one that went before.',
            ]
          : ['The scribes have sent thy scroll to ', strong(target), ' once more, unchanged.']),
        ' Thou needest do nothing, and nothing more is charged.',
      ),
      ...orderPageBlocks(input.orderPage),
      note(`Order #${input.reference}.`),
    ],
  })
}
