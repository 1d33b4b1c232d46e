import { shop } from '@/domain/shop'
import { type RecipientKeys, recipientHash } from './recipient-hash'
import { optOutToken, reportToken } from './recipient-tokens'

/**
 * The links a scroll's email to its recipient carries (product decision 28): the one-click opt-out a
 * mail client posts to (RFC 8058), the page that does the same by hand, the report form, the Scribes'
 * Code, and the RFC's mailto fallback, a mail to the shop whose subject carries the opt-out token for
 * staff to act on. Each names the scroll or the address only through a signed token.
 */
export function recipientLinks(
  keys: RecipientKeys,
  origin: string,
  scroll: { recipientEmail: string; deliveryId: string },
) {
  const optOut = optOutToken(keys, recipientHash(keys, scroll.recipientEmail))
  const subject = encodeURIComponent(`Never send me another scroll ${optOut}`)
  return {
    oneClickUrl: `${origin}/api/recipients/opt-out/${optOut}`,
    neverAgainUrl: `${origin}/never-again/${optOut}`,
    reportUrl: `${origin}/report/${reportToken(keys, scroll.deliveryId)}`,
    codeUrl: `${origin}/scribes-code`,
    mailto: `mailto:${shop.contactEmail}?subject=${subject}`,
  }
}
