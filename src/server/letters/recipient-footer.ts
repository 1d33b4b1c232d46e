/**
 * What every letter to a scroll's recipient carries at its foot (product decision 28): a way to say "no
 * more" that works at once, a way to report the scroll, and the rules the scribes write by. The links
 * hold signed tokens only (`recipients/recipient-links.ts`), never an address.
 */
import type { EmailContent } from './layout/email-content'

export type RecipientLinks = {
  /** where a mail client posts the one-click opt-out (RFC 8058) */
  oneClickUrl: string
  /** the page with the button that does the same by hand */
  neverAgainUrl: string
  reportUrl: string
  codeUrl: string
  /** the RFC's fallback: a mail to the shop, whose subject carries the opt-out token */
  mailto: string
}

export function recipientFootLinks(links: RecipientLinks): NonNullable<EmailContent['footLinks']> {
  return [
    { label: 'Never send me another scroll', url: links.neverAgainUrl },
    { label: 'Report this scroll', url: links.reportUrl },
    { label: "The Scribes' Code", url: links.codeUrl },
  ]
}

/** List-Unsubscribe with its one-click POST (RFC 2369, RFC 8058), so mail clients show their own button. */
export function listUnsubscribeHeaders(links: RecipientLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>, <${links.mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
