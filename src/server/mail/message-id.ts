// the shop's own domain, whatever MAIL_FROM says: a Message-ID only has to be unique and stable
const messageDomain = 'scrollsoffury.shop'

/**
 * A fixed Message-ID for one thing the shop sends (`scroll-<delivery>-r1`, `receipt-<order>`): a send
 * retried after a crash carries the same id, so mail servers and the outbox see one message.
 */
export function shopMessageId(local: string): string {
  return `<${local}@${messageDomain}>`
}

/** The Message-ID of a scroll's email: the same for every retry of the same delivery and revision. */
export function scrollMessageId(deliveryId: string, revision: number): string {
  return shopMessageId(`scroll-${deliveryId}-r${revision}`)
}

/** The Message-ID of the customer's word that a scroll went again (`scrollSentAgainEmail`), per revision. */
export function sentAgainMessageId(deliveryId: string, revision: number): string {
  return shopMessageId(`scroll-${deliveryId}-r${revision}-customer`)
}

/** The receipt's Message-ID: one per order. */
export function receiptMessageId(orderId: string): string {
  return shopMessageId(`receipt-${orderId}`)
}
