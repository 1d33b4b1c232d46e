/** What staff may write in a commission quote (product decision 15); the server holds every quote to it. */

/** Up to $10,000, in whole cents. */
export const MAX_QUOTE_CENTS = 1_000_000
export const MAX_QUOTE_DELIVERY_DAYS = 60
export const MAX_QUOTE_MESSAGE_LENGTH = 2000
/** How long a quote's payment link works, unless staff choose otherwise. */
export const DEFAULT_QUOTE_VALID_DAYS = 7
export const MAX_QUOTE_VALID_DAYS = 30
