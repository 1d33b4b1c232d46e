import { PARTNER_DISCOUNT_PERCENT } from '@/domain/catalog-products'
import type { DbOrTransaction } from '../db/database'
import { findActivePartnerByCode, normalizeCode } from '../partners/find-partner'

export type AppliedDiscount = {
  code: string
  discountType: 'percentage'
  percent: number
  partnerSlug: string
}

/** A partner code is a fixed 10% off the base price, and only while its partner is active. */
export async function checkDiscountCode(db: DbOrTransaction, code: string): Promise<AppliedDiscount | null> {
  const normalized = normalizeCode(code)
  if (!normalized) return null
  const partner = await findActivePartnerByCode(db, normalized)
  if (!partner) return null
  return {
    code: normalized,
    discountType: 'percentage',
    percent: PARTNER_DISCOUNT_PERCENT,
    partnerSlug: partner.slug,
  }
}
