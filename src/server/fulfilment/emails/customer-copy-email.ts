/** When an order names no recipient address, the sealed scroll goes to the customer to deliver. */
import { type EmailParts, note, oneLine, paragraph, strong } from './email-content'
import { renderEmail } from './layout'

export type CustomerCopyInput = {
  orderNumber: number
  productName: string
  targetName: string
  customerName: string
  narrated?: boolean
}

export function customerCopyEmail(input: CustomerCopyInput): EmailParts {
  const target = oneLine(input.targetName) || 'thy target'
  return renderEmail({
    subject: `Thy scroll for ${target} is sealed`,
    preheader: 'No recipient address was given, so the sealed scroll comes to thee.',
    heading: 'Thy Scroll Is Sealed',
    blocks: [
      paragraph('Hail, ', strong(oneLine(input.customerName) || 'noble patron'), '!'),
      paragraph(
        'Thou gavest the scribes no address for ',
        strong(target),
        `, so the sealed ${input.productName} comes to thee. It is attached as a PDF: deliver it as thou `,
        'seest fit, by email, by print, or nailed to a tavern door.',
        input.narrated ? " The herald's reading is attached as well." : '',
      ),
      note(`Scroll No. ${input.orderNumber}. Thy receipt follows in a letter of its own.`),
    ],
  })
}
