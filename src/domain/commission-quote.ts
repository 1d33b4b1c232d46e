/**
 * A quote staff write on a commission request (product decision 15): the delivery it promises, how long
 * its link works, and the order it becomes once the customer pays. No zod here, and on the web only the
 * customer's quote page imports it (its limits are in `commission-quote-limits.ts`), so it adds nothing to
 * any other page's files.
 */
import { scrollProducts } from './catalog-products'
import type { Quote } from './pricing'

const DAY_MS = 86_400_000
// a link works to the end of its last day wherever its customer is: UTC-12 ends that day 12 hours after UTC
const LAST_DAY_GRACE_MS = 12 * 3_600_000

/** When a quote's link stops working: `validDays` from now, to the end of that day in every time zone. */
export function quoteExpiresAt(validDays: number, now: Date): Date {
  const last = new Date(now.getTime() + validDays * DAY_MS)
  const nextDay = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate() + 1)
  return new Date(nextDay + LAST_DAY_GRACE_MS)
}

/** The last day a quote's link works (midnight UTC of it), as its letter and its page name it. */
export function quoteLastDay(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - LAST_DAY_GRACE_MS - DAY_MS)
}

/** "within 1 day", "within 14 days". */
export function quotedDeliveryPromise(deliveryDays: number): string {
  return `within ${deliveryDays} ${deliveryDays === 1 ? 'day' : 'days'}`
}

/** When a paid commission is due: the days its quote gave, counted from the payment. */
export function quotedDueAt(deliveryDays: number, paidAt: Date): Date {
  return new Date(paidAt.getTime() + deliveryDays * DAY_MS)
}

/** The days a paid commission's quote gave, read back from its payment and due time. */
export function quotedDeliveryDays(paidAt: Date, dueAt: Date): number {
  return Math.max(1, Math.round((dueAt.getTime() - paidAt.getTime()) / DAY_MS))
}

/**
 * A commission order as the server builds it from a stored quote and its request; never parsed from a
 * client, so its price is the quote's as staff wrote it.
 */
export type CommissionOrderRequest = {
  kind: 'commission'
  customerName: string
  customerEmail: string
  targetName: string
  tale: string
  style: string | null
  length: string | null
  voiceNarration: boolean
  anonymousDelivery: boolean
  /** null: the scroll comes to the customer to pass on */
  recipientEmail: string | null
  finalWishes: string | null
  priceCents: number
  deliveryDays: number
}

/** A commission is priced by its quote alone: one line, no fee, no discount. */
export function quoteCommission(request: CommissionOrderRequest): Quote {
  const line = {
    code: 'base:epic-scroll-commission',
    label: scrollProducts['epic-scroll-commission'].name,
    cents: request.priceCents,
  }
  return {
    lines: [line],
    baseCents: request.priceCents,
    feesCents: 0,
    upsellsCents: 0,
    discount: null,
    totalCents: request.priceCents,
  }
}
