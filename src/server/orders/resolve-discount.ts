import { EARLY_BIRD_PERCENT } from '@/domain/catalog-products'
import type { OrderRequest } from '@/domain/order-request'
import type { DiscountGrant, PriceList } from '@/domain/pricing'
import type { DbTransaction } from '../db/database'
import { checkDiscountCode } from '../discounts/check-discount-code'
import { claimEarlyBirdPlace } from '../discounts/early-bird'
import { HttpError } from '../http/errors'
import { findActivePartnerBySlug } from '../partners/find-partner'

export type OrderTerms = { priceList: PriceList; discount: DiscountGrant | null; partnerRef: string | null }

/**
 * Decides what the server grants an order: its price list, its one discount and the partner it is
 * attributed to. A partner code beats the early bird; neither applies to love test orders.
 */
export async function resolveOrderTerms(
  tx: DbTransaction,
  request: OrderRequest,
  orderId: string,
): Promise<OrderTerms> {
  if (request.kind === 'love') return { priceList: 'list', discount: null, partnerRef: null }

  const referrer = request.partnerRef ? await findActivePartnerBySlug(tx, request.partnerRef) : undefined
  if (request.priceList === 'partner' && !referrer) {
    throw new HttpError(
      400,
      'invalid_request',
      'Partner prices are only available through an active partner link',
      {
        priceList: 'Partner prices are only available through an active partner link',
      },
    )
  }

  if (request.discountCode) {
    const applied = await checkDiscountCode(tx, request.discountCode)
    if (!applied) {
      throw new HttpError(400, 'invalid_request', 'Invalid discount code', {
        discountCode: 'Invalid discount code',
      })
    }
    return {
      priceList: request.priceList,
      discount: {
        kind: 'partner',
        code: applied.code,
        percent: applied.percent,
        partnerSlug: applied.partnerSlug,
      },
      // a partner code attributes the order to its partner, whoever referred the visitor
      partnerRef: applied.partnerSlug,
    }
  }

  const earlyBird = await claimEarlyBirdPlace(tx, orderId)
  return {
    priceList: request.priceList,
    discount: earlyBird ? { kind: 'early-bird', percent: EARLY_BIRD_PERCENT } : null,
    partnerRef: referrer?.slug ?? null,
  }
}
