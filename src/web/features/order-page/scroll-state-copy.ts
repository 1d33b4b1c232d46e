import { shop } from '@/domain/shop'
import type { OrderPageData, SentScroll } from './api/get-order-page'
import { statusMessages } from './order-status-copy'

/** Where each scroll stands, in a word or two beside its name. */
export const scrollStateCopy: Record<SentScroll['state'], string> = {
  writing: 'Being written',
  sealing: 'Being sealed in wax',
  sent: 'Sent',
  'sending-again': 'Corrected, and being sealed and sent again',
  'under-review': 'A scribe is reading it',
  stalled: 'Delayed: the scribes are putting it right',
  'not-sent': 'Not sent',
}

/**
 * The order's own line above its scrolls: where the order stands, and for an order that went out, what
 * the page holds.
 */
export function orderStatusLine(page: OrderPageData): string {
  if (page.status === 'held' || (page.underReview && page.status === 'paid')) return statusMessages.held
  if (page.status === 'sent' || page.status === 'completed') {
    return page.scrolls.length > 1
      ? 'Thy scrolls have been sent. Here they are, word for word, as they went out.'
      : 'Thy scroll has been sent. Here it is, word for word, as it went out.'
  }
  return statusMessages[page.status]
}

/** Why a scroll never went, for the states that end without sending it. */
export const notSentNote = `Should thou wish to know why, write to ${shop.contactEmail} and quote thy order number.`
