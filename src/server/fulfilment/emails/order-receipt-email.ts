/** The customer's receipt: what was bought, what it cost (from the order's own lines) and where it went. */
import { type DeliverySpeed, deliverySpeeds } from '../../../domain/catalog-products'
import { formatCents } from '../../../domain/money'
import { shop } from '../../../domain/shop'
import { dayLabel, type EmailParts, facts, lines, note, oneLine, paragraph, strong } from './email-content'
import { renderEmail } from './layout'

export type OrderReceiptInput = {
  orderNumber: number
  customerName: string
  productName: string
  /** the quote as the customer saw it; a discount is a negative line */
  lines: ReadonlyArray<{ label: string; cents: number }>
  totalCents: number
  deliverySpeed: DeliverySpeed
  targetName: string
  recipientEmail: string | null
  anonymous: boolean
  paidAt: Date
  /** paid through the local test checkout: no money moved */
  testPayment?: boolean
}

function deliveryLabel(speed: DeliverySpeed): string {
  const { label, timing } = deliverySpeeds[speed]
  return timing === 'immediate' ? label : `${label}, ${timing}`
}

export function orderReceiptEmail(input: OrderReceiptInput): EmailParts {
  const target = oneLine(input.targetName)
  const total = formatCents(input.totalCents)
  const sentTo = input.recipientEmail
    ? `${target} <${input.recipientEmail}>`
    : `${target}, by way of thee (no recipient address was given)`
  return renderEmail({
    subject: `Thy receipt for scroll No. ${input.orderNumber}`,
    preheader: `${total} paid for thy ${input.productName}, No. ${input.orderNumber}.`,
    heading: 'Thy Receipt',
    blocks: [
      paragraph(
        'Hail, ',
        strong(oneLine(input.customerName) || 'noble patron'),
        '! The Scriptorium thanks thee for thy custom. Here is what thou didst commission, and what it cost.',
      ),
      lines(
        input.lines.map((line) => [line.label, formatCents(line.cents)] as const),
        ['Total paid', total],
      ),
      facts([
        ['Order', `${input.productName} No. ${input.orderNumber}`],
        ['Paid', dayLabel(input.paidAt)],
        ['Delivery', deliveryLabel(input.deliverySpeed)],
        ['Sent to', sentTo],
        [
          'Signed',
          input.anonymous ? 'Anonymously: thy name and email were kept from the recipient' : 'With thy name',
        ],
      ]),
      ...(input.testPayment ? [note('Paid through the test checkout: no money changed hands.')] : []),
      note(`No refunds, as is our ancient custom. Questions? Write to ${shop.contactEmail}.`),
    ],
  })
}
