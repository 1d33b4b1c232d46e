/**
 * Tells a customer that staff refunded their order in full: how much, and that it goes back the way they
 * paid. It promises nothing else: a scroll already delivered stays delivered.
 */
import { formatCents } from '../../../domain/money'
import { shop } from '../../../domain/shop'
import { withoutArticle } from '../../../domain/text/articles'
import { type EmailParts, note, oneLine, paragraph, strong } from './email-content'
import { renderEmail } from './layout'

export type OrderRefundedInput = {
  /** the order's reference, as the pages show it (`orderReference`): never its sequential number */
  reference: string
  customerName: string
  productName: string
  totalCents: number
}

export function orderRefundedEmail(input: OrderRefundedInput): EmailParts {
  const total = formatCents(input.totalCents)
  const product = withoutArticle(input.productName)
  const parts = renderEmail({
    subject: `Thy order #${input.reference} is refunded`,
    preheader: `${total} is on its way back to thee.`,
    heading: 'Thy Order Is Refunded',
    blocks: [
      paragraph('Hail, ', strong(withoutArticle(oneLine(input.customerName)) || 'noble patron'), '!'),
      paragraph(
        `The scribes have refunded thy ${product} (order #${input.reference}) in full: `,
        strong(total),
        ' is on its way back to thee, the same way thou didst pay. Banks take a few days to show it.',
      ),
      note(`Order #${input.reference}. Questions? Write to ${shop.contactEmail} and quote it.`),
    ],
  })
  return { ...parts, replyTo: shop.contactEmail }
}
