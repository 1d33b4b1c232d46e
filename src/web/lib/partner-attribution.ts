import { PARTNER_ATTRIBUTION_DAYS } from '@/domain/limits'
import { isRecord } from './is-record'

/**
 * A visitor who arrives through a partner link stays attributed to that partner for 30 days (spec keys
 * `partner_ref` and `partner_discount_code`); the slug is sent with every order as partnerRef.
 */
type Attribution = { slug: string; at: number }

const refKey = 'partner_ref'
const codeKey = 'partner_discount_code'
const maxAgeMs = PARTNER_ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000

export function savePartnerRef(slug: string, now = Date.now()) {
  localStorage.setItem(refKey, JSON.stringify({ slug, at: now } satisfies Attribution))
}

export function readPartnerRef(now = Date.now()): string | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(refKey) ?? 'null')
    if (!isAttribution(value)) return undefined
    if (now - value.at > maxAgeMs) {
      localStorage.removeItem(refKey)
      return undefined
    }
    return value.slug
  } catch {
    return undefined
  }
}

// checked by hand: zod would add 24 KB to every order form's first load (decision 016)
const isAttribution = (value: unknown): value is Attribution =>
  isRecord(value) && typeof value.slug === 'string' && typeof value.at === 'number'

/** A code the visitor applied once is offered again on the next form. */
export function savePartnerDiscountCode(code: string) {
  localStorage.setItem(codeKey, code)
}

export function readPartnerDiscountCode(): string | undefined {
  return localStorage.getItem(codeKey) ?? undefined
}

export function clearPartnerDiscountCode() {
  localStorage.removeItem(codeKey)
}
