import { and, eq, inArray, or } from 'drizzle-orm'
import { EARLY_BIRD_PERCENT, PARTNER_DISCOUNT_PERCENT } from '@/domain/catalog-products'
import type { CommissionOrderRequest } from '@/domain/commission-quote'
import type { OrderRequest } from '@/domain/order-request'
import type { DiscountGrant, PriceList } from '@/domain/pricing'
import type { DbOrTransaction } from '../db/database'
import { partners } from '../db/schema'
import { HttpError } from '../http/errors'
import { normalizeCode, normalizeSlug } from '../partners/find-partner'

export type OrderTerms = {
  priceList: PriceList
  discount: DiscountGrant | null
  partnerRef: string | null
  /** no code was given and the product takes a discount, so the order may claim an early-bird place */
  earlyBirdEligible: boolean
}

export const earlyBirdDiscount: DiscountGrant = { kind: 'early-bird', percent: EARLY_BIRD_PERCENT }

/** What the shop places: a customer's order request, or a commission built from its paid-for quote. */
export type OrderToPlace = OrderRequest | CommissionOrderRequest

// quoted commissions take list prices with no code, no partner and no early bird
const unreferred: OrderTerms = {
  priceList: 'list',
  discount: null,
  partnerRef: null,
  earlyBirdEligible: false,
}

/**
 * Decides what the server grants each order: its price list, its one discount and the partner it is
 * attributed to. A partner code beats the early bird; neither applies to quoted commissions, and the
 * love scroll, sold at its own offer price, takes a code but not the early bird. The partners of a whole batch are read in one query; a bad code or partner price fails
 * its own order only.
 */
export async function resolveOrderTerms(
  db: DbOrTransaction,
  requests: OrderToPlace[],
): Promise<Array<OrderTerms | HttpError>> {
  const slugs = new Set<string>()
  const codes = new Set<string>()
  for (const request of requests) {
    if (request.kind === 'commission') continue
    if (request.partnerRef) slugs.add(normalizeSlug(request.partnerRef))
    const code = request.discountCode ? normalizeCode(request.discountCode) : ''
    if (code) codes.add(code)
  }
  const active = await activePartners(db, [...slugs], [...codes])
  return requests.map((request) => termsFor(request, active))
}

type ActivePartners = { bySlug: Set<string>; slugByCode: Map<string, string> }

async function activePartners(
  db: DbOrTransaction,
  slugs: string[],
  codes: string[],
): Promise<ActivePartners> {
  const found: ActivePartners = { bySlug: new Set(), slugByCode: new Map() }
  if (slugs.length === 0 && codes.length === 0) return found
  const rows = await db
    .select({ slug: partners.slug, discountCode: partners.discountCode })
    .from(partners)
    .where(
      and(
        eq(partners.isActive, true),
        or(
          slugs.length > 0 ? inArray(partners.slug, slugs) : undefined,
          codes.length > 0 ? inArray(partners.discountCode, codes) : undefined,
        ),
      ),
    )
  for (const row of rows) {
    found.bySlug.add(row.slug)
    if (row.discountCode) found.slugByCode.set(row.discountCode, row.slug)
  }
  return found
}

function termsFor(request: OrderToPlace, active: ActivePartners): OrderTerms | HttpError {
  if (request.kind === 'commission') return unreferred
  // the love scroll has one price on every page
  const priceList = request.kind === 'love' ? 'list' : request.priceList
  const earlyBirdEligible = request.kind !== 'love'
  const referrer = request.partnerRef ? normalizeSlug(request.partnerRef) : undefined
  const activeReferrer = referrer && active.bySlug.has(referrer) ? referrer : null
  if (priceList === 'partner' && !activeReferrer) {
    const message = 'Partner prices are only available through an active partner link'
    return new HttpError(400, 'invalid_request', message, { priceList: message })
  }

  if (request.discountCode) {
    const code = normalizeCode(request.discountCode)
    const partnerSlug = active.slugByCode.get(code)
    if (!partnerSlug) {
      return new HttpError(400, 'invalid_request', 'Invalid discount code', {
        discountCode: 'Invalid discount code',
      })
    }
    return {
      priceList,
      discount: { kind: 'partner', code, percent: PARTNER_DISCOUNT_PERCENT, partnerSlug },
      // a partner code attributes the order to its partner, whoever referred the visitor
      partnerRef: partnerSlug,
      earlyBirdEligible: false,
    }
  }
  return { priceList, discount: null, partnerRef: activeReferrer, earlyBirdEligible }
}
