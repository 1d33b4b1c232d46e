// the shop's own domain, whatever MAIL_FROM says: a Message-ID only has to be unique and stable
const messageDomain = 'scrollsoffury.shop'

/**
 * A fixed Message-ID for one thing the shop sends (`scroll-<delivery>-r1`, `receipt-<order>`): a send
 * retried after a crash carries the same id, so mail servers and the outbox see one message.
 */
export function shopMessageId(local: string): string {
  return `<${local}@${messageDomain}>`
}
