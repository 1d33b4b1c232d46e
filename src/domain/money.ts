/** Money is integer cents everywhere (database, API, domain); only the UI turns it into dollars. */
export type Cents = number

/**
 * "$14.99", "-$1.50". No thousands separator: the spec shows money as "$ and 2 decimals", and staff
 * totals stay easy to compare with the raw cents in exports.
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatCents expects whole cents, got ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const dollars = Math.trunc(abs / 100)
  const rest = String(abs % 100).padStart(2, '0')
  return `${sign}$${dollars}.${rest}`
}

/**
 * `percent`% of `cents`, rounded half up to whole cents: 10% of 3599 is 359.9 -> 360, and 10% of 5 is
 * 0.5 -> 1. Integer arithmetic only, so the browser and the server always agree to the cent.
 */
export function percentOf(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`percentOf expects non-negative whole cents, got ${cents}`)
  }
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percentOf expects a whole percent from 0 to 100, got ${percent}`)
  }
  return Math.floor((cents * percent + 50) / 100)
}

/** Every price, order and payment is in US dollars (ISO 4217, lower case as Stripe writes it). */
export const CURRENCY = 'usd'
