/** The customer's receipt: what was bought, what it cost (from the order's own lines) and where it went. */
import type { DeliverySpeed } from '../../domain/catalog-products'
import { quotedDeliveryPromise } from '../../domain/commission-quote'
import { orderDelivery } from '../../domain/delivery-times'
import { formatCents } from '../../domain/money'
import { shop } from '../../domain/shop'
import { withoutArticle } from '../../domain/text/articles'
import {
  dayLabel,
  type EmailParts,
  facts,
  lines,
  note,
  oneLine,
  paragraph,
  strong,
} from './layout/email-content'
import { renderEmail } from './layout/layout'
import { type OrderPageLink, orderPageBlocks } from './order-page-block'

export type OrderReceiptInput = {
  /** the order's reference, as the pages show it (`orderReference`): never its sequential number */
  reference: string
  customerName: string
  productName: string
  /** the quote as the customer saw it; a discount is a negative line */
  lines: ReadonlyArray<{ label: string; cents: number }>
  totalCents: number
  scrollType: string
  deliverySpeed: DeliverySpeed
  /** a commission's delivery time, in days from its payment, as its quote gave it */
  quotedDeliveryDays?: number
  /** where each scroll went; no email: it came to the customer to pass on */
  sentTo: ReadonlyArray<{ name: string; email: string | null }>
  anonymous: boolean
  /** the Eternal Scroll's Premium PDF Receipt rides along as a file */
  receiptAttached?: boolean
  paidAt: Date
  /** paid through the local test checkout: no money moved */
  testPayment?: boolean
  /** the customer's private page of the order, where what was sent can be read (product decision 30) */
  orderPage: OrderPageLink
}

function sentToLabel(sentTo: OrderReceiptInput['sentTo']): string {
  return sentTo
    .map(({ name, email }) => (email ? `${oneLine(name)} <${email}>` : `Thee, to hand to ${oneLine(name)}`))
    .join('; ')
}

export function orderReceiptEmail(input: OrderReceiptInput): EmailParts {
  const total = formatCents(input.totalCents)
  const delivery = input.quotedDeliveryDays
    ? { label: 'As quoted', promise: `${quotedDeliveryPromise(input.quotedDeliveryDays)} of payment` }
    : orderDelivery(input.scrollType, input.deliverySpeed)
  return renderEmail({
    subject: `Thy receipt for scroll #${input.reference}`,
    preheader: `${total} paid for thy ${withoutArticle(input.productName)}, order #${input.reference}.`,
    heading: 'Thy Receipt',
    blocks: [
      paragraph(
        'Hail, ',
        strong(withoutArticle(oneLine(input.customerName)) || 'noble patron'),
        '! The Scriptorium thanks thee for thy custom. Here is what thou didst commission, and what it cost.',
      ),
      lines(
        input.lines.map((line) => [line.label, formatCents(line.cents)] as const),
        ['Total paid', total],
      ),
      facts([
        ['Order', `${input.productName} #${input.reference}`],
        ['Paid', dayLabel(input.paidAt)],
        ['Delivery', `${delivery.label}, ${delivery.promise}`],
        ['Sent to', sentToLabel(input.sentTo)],
        [
          'Signed',
          input.anonymous ? 'Anonymously: thy name and email were kept from the recipient' : 'With thy name',
        ],
      ]),
      ...orderPageBlocks(input.orderPage, input.sentTo.length),
      ...(input.receiptAttached
        ? [
            paragraph(
              'Thy Premium PDF Receipt, with its Hall of Fame certificate, is attached to this letter.',
            ),
          ]
        : []),
      ...(input.testPayment ? [note('Paid through the test checkout: no money changed hands.')] : []),
      note(`No refunds, as is our ancient custom. Questions? Write to ${shop.contactEmail}.`),
    ],
  })
}
