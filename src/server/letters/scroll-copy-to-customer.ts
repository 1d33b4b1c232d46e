/** When an order names no recipient address, the sealed scroll goes to the customer to deliver. */
import { withoutArticle } from '../../domain/text/articles'
import { type EmailParts, note, oneLine, paragraph, strong } from './layout/email-content'
import { renderEmail } from './layout/layout'
import { type OrderPageLink, orderPageBlocks } from './order-page-block'
import { sentAgain } from './scroll-delivered'

export type CustomerCopyInput = {
  /** the order's reference, as the pages show it (`orderReference`): never its sequential number */
  reference: string
  productName: string
  targetName: string
  customerName: string
  /** the herald's reading is attached, or follows in a letter of its own */
  narration?: 'attached' | 'follows'
  /** the customer's private page of the order, where the scroll stays to be read (product decision 30) */
  orderPage: OrderPageLink
  /** this letter carries the scroll again, in place of a copy that went out before (`EarlierCopy`) */
  again?: { corrected: boolean }
}

export function customerCopyEmail(input: CustomerCopyInput): EmailParts {
  const target = oneLine(input.targetName) || 'thy target'
  // spoken to, a name drops its article; a product keeps only the article written here ("the sealed
  // Starter Arsenal", not "the sealed The Starter Arsenal")
  const customer = withoutArticle(oneLine(input.customerName))
  const product = withoutArticle(input.productName)
  const again = input.again && sentAgain(input.again.corrected)
  return renderEmail({
    subject: again ? `${again.subject} for ${target}` : `Thy scroll for ${target} is sealed`,
    preheader: again?.lead ?? 'No recipient address was given, so the sealed scroll comes to thee.',
    heading: again?.title ?? 'Thy Scroll Is Sealed',
    blocks: [
      paragraph('Hail, ', strong(customer || 'noble patron'), '!'),
      ...(again ? [paragraph(again.lead)] : []),
      paragraph(
        'Thou gavest the scribes no address for ',
        strong(target),
        `, so the sealed ${product} comes to thee. It is attached as a PDF: deliver it as thou `,
        'seest fit, by email, by print, or nailed to a tavern door.',
        input.narration === 'attached'
          ? " The herald's reading is attached as well."
          : input.narration === 'follows'
            ? " The herald's reading follows in a letter of its own."
            : '',
      ),
      ...orderPageBlocks(input.orderPage),
      note(
        again
          ? `Scroll #${input.reference}.`
          : `Scroll #${input.reference}. Thy receipt follows in a letter of its own.`,
      ),
    ],
  })
}
