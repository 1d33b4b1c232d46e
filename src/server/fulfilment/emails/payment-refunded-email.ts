/**
 * Tells a customer that a payment which came after their early-bird place had gone was given back, so
 * they do not learn it only from a bank statement.
 */
import { formatCents } from '../../../domain/money'
import { shop } from '../../../domain/shop'
import { withoutArticle } from '../../../domain/text/articles'
import { type EmailParts, note, oneLine, paragraph, strong } from './email-content'
import { renderEmail } from './layout'

export type PaymentRefundedInput = {
  /** the order's reference, as the pages show it (`orderReference`): never its sequential number */
  reference: string
  customerName: string
  productName: string
  totalCents: number
  holdMinutes: number
  /** where to order again */
  shopUrl: string
}

export function paymentRefundedEmail(input: PaymentRefundedInput): EmailParts {
  const total = formatCents(input.totalCents)
  const product = withoutArticle(input.productName)
  const parts = renderEmail({
    subject: `Thy payment for scroll #${input.reference} is refunded`,
    preheader: `${total} is on its way back to thee.`,
    heading: 'Thy Payment Is Refunded',
    blocks: [
      paragraph('Hail, ', strong(withoutArticle(oneLine(input.customerName)) || 'noble patron'), '!'),
      paragraph(
        `The early-bird price of thy ${product} (order #${input.reference}) was held for ${input.holdMinutes} `,
        'minutes, and its place went to another customer before thy payment came. The scribes will not ',
        'charge thee a price thou wast not shown, so the order is cancelled and ',
        strong(total),
        ' has been refunded in full, the same way thou didst pay. Banks take a few days to show it.',
      ),
      paragraph(`Thou mayest order again at the price the form shows: ${input.shopUrl}`),
      note(`Scroll #${input.reference}. Questions? Write to ${shop.contactEmail} and quote it.`),
    ],
  })
  return { ...parts, replyTo: shop.contactEmail }
}
