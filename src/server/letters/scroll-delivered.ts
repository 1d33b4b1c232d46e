/**
 * The letter that carries a sealed scroll to its recipient; the caller attaches the PDF (and the herald's
 * reading when one was bought). On an anonymous order the customer's name and email appear nowhere in
 * it, reply-to included: replies go to the shop.
 */
import { shop } from '../../domain/shop'
import { withIndefiniteArticle, withoutArticle } from '../../domain/text/articles'
import { type EmailParts, note, oneLine, paragraph, strong } from './layout/email-content'
import { renderEmail } from './layout/layout'
import { listUnsubscribeHeaders, type RecipientLinks, recipientFootLinks } from './recipient-footer'

export type ScrollDeliveryInput = {
  /** the order's reference, as the pages show it (`orderReference`): never its sequential number */
  reference: string
  /** the product's name: "Cursed Scroll" */
  productName: string
  targetName: string
  customerName: string
  customerEmail: string
  anonymous: boolean
  /** the herald's reading is attached, or follows in a letter of its own */
  narration?: 'attached' | 'follows'
  /** the recipient's "no more" and "report" links, at the letter's foot and in its List-Unsubscribe */
  links?: RecipientLinks
  /** this letter carries the scroll again, in place of a copy that went out before (`EarlierCopy`) */
  again?: { corrected: boolean }
}

const ANONYMOUS_SENDER = 'an anonymous well-wisher'

/** How a letter that carries a scroll again names itself, and what it says first of the earlier copy. */
export function sentAgain(corrected: boolean) {
  return corrected
    ? {
        subject: 'A corrected copy of thy scroll',
        title: 'A Corrected Copy of Thy Scroll',
        lead: 'The scribes have corrected the scroll they sent thee before. This copy replaces it: set the earlier one aside.',
      }
    : {
        subject: 'Thy scroll once more',
        title: 'Thy Scroll Once More',
        lead: 'The scribes send thee the same scroll once more, as it was sent before.',
      }
}

export function scrollDeliveryEmail(input: ScrollDeliveryInput): EmailParts {
  // spoken to, a name loses its article: "Hail, landlord!", not "Hail, the landlord!"
  const target = withoutArticle(oneLine(input.targetName)) || 'noble stranger'
  const sender = input.anonymous ? ANONYMOUS_SENDER : oneLine(input.customerName) || ANONYMOUS_SENDER
  const again = input.again && sentAgain(input.again.corrected)
  const parts = renderEmail({
    subject: `${again?.subject ?? 'A scroll has been sealed for thee'}, ${target}`,
    preheader:
      again?.lead ?? `By order of ${sender}, the scribes have written to thee. Break the seal within.`,
    heading: again?.title ?? 'A Scroll Has Been Sealed for Thee',
    blocks: [
      paragraph('Hail, ', strong(target), '!'),
      ...(again ? [paragraph(again.lead)] : []),
      paragraph(
        'By order of ',
        strong(sender),
        `, the scribes of the Scriptorium have set down ${withIndefiniteArticle(input.productName)} in thy name, pressed it `,
        'under wax and sent it by the swiftest raven in the tower.',
      ),
      paragraph(
        'It is attached to this letter as a PDF. Break the seal with care.',
        input.narration === 'attached'
          ? " A herald's reading of it rides along as a sound file, for those who would rather hear their fate."
          : input.narration === 'follows'
            ? " A herald's reading of it follows in a letter of its own."
            : '',
      ),
      note(
        `Scroll #${input.reference}. ${shop.name} writes comic letters to order` +
          (input.again ? '. ' : ' and delivers each one once. ') +
          `Should this one go too far, write to ${shop.contactEmail} and quote #${input.reference}.`,
      ),
    ],
    footLinks: input.links && recipientFootLinks(input.links),
  })
  return {
    ...parts,
    replyTo: input.anonymous ? shop.contactEmail : input.customerEmail,
    ...(input.links ? { headers: listUnsubscribeHeaders(input.links) } : {}),
  }
}
