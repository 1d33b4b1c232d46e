/** Limits and windows of spec section 9 (and product decisions 4, 19, 20), in one place. */

/** Free samples per visitor per day; the server enforces it too, not only browser storage. */
export const FREE_SAMPLES_PER_DAY = 3

/** Partner payout percentage: new partners start at 40, staff may set 0 to 100. */
export const PARTNER_PAYOUT_DEFAULT_PERCENT = 40
export const PARTNER_PAYOUT_MIN_PERCENT = 0
export const PARTNER_PAYOUT_MAX_PERCENT = 100

/** A visitor who came through a partner link stays attributed to that partner this long. */
export const PARTNER_ATTRIBUTION_DAYS = 30

/** Business analytics look back this many days; partner analytics list this many recent orders. */
export const ANALYTICS_WINDOW_DAYS = 30
export const RECENT_PARTNER_ORDERS = 5

/** The upload text says 50MB; the server enforces the same figure (binary megabytes). */
export const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024

/** The file manager lists at most this many files per bucket. */
export const FILE_LIST_LIMIT = 100

/** The gallery dialog closes first, then scrolls to the scroll choice after this delay. */
export const GALLERY_SCROLL_DELAY_MS = 100

/** A checkout stays payable this long (an early-bird order's only while its place is held). */
export const CHECKOUT_EXPIRY_MINUTES = 60

/**
 * An unpaid order holds its early-bird place this long, long enough to pay without haste, short enough
 * that abandoned checkouts do not keep the offer from the next customers; once paid, the place is its own.
 */
export const EARLY_BIRD_HOLD_MINUTES = 10

/** Discount code checks per visitor per minute, so codes cannot be guessed by brute force. */
export const DISCOUNT_CHECKS_PER_MINUTE = 20
