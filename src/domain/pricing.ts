/**
 * The one price calculation of the shop. The browser runs it for the live total and the server runs it
 * for the amount charged, so it is pure and deterministic: same request and context, same quote.
 */
import { bundles, mixedBundleOptions } from './catalog-bundles'
import { deliverySpeeds, scrollProducts, upsellIds, upsells } from './catalog-products'
import { percentOf } from './money'
import type { BundleOrderRequest, OrderRequest, SingleOrderRequest } from './order-request'

/** Partner landings charge partner prices; every other page charges list prices (product decision 4). */
export type PriceList = 'list' | 'partner'

/** The one discount the server granted this order, if any; the two kinds never stack (decision 5). */
export type DiscountGrant =
  | { kind: 'partner'; code: string; percent: number; partnerSlug: string }
  | { kind: 'early-bird'; percent: number }

export type QuoteContext = { priceList: PriceList; discount: DiscountGrant | null }

/** `code` is stable (for tests, storage and analytics); `label` is what the customer reads. */
export type QuoteLine = { code: string; label: string; cents: number }

export type QuoteDiscount = {
  kind: DiscountGrant['kind']
  code?: string
  partnerSlug?: string
  percent: number
  cents: number
}

export type Quote = {
  /** base, fee and upsell lines, then the discount as a negative line; they sum to `totalCents` */
  lines: QuoteLine[]
  baseCents: number
  /** delivery fees */
  feesCents: number
  upsellsCents: number
  discount: QuoteDiscount | null
  totalCents: number
}

type Priced = { base: QuoteLine[]; fees: QuoteLine[]; upsells: QuoteLine[]; discountable: boolean }

export function quoteOrder(request: OrderRequest, context: QuoteContext): Quote {
  const priced = priceItems(request, context.priceList)
  const baseCents = sumCents(priced.base)
  const feesCents = sumCents(priced.fees)
  const upsellsCents = sumCents(priced.upsells)
  // the discount takes a share of the base price only, never of fees or upsells (decision 5)
  const discount = priced.discountable && context.discount ? applyDiscount(context.discount, baseCents) : null
  const discountLines = discount ? [discountLine(discount)] : []
  return {
    lines: [...priced.base, ...priced.fees, ...priced.upsells, ...discountLines],
    baseCents,
    feesCents,
    upsellsCents,
    discount,
    totalCents: baseCents + feesCents + upsellsCents - (discount?.cents ?? 0),
  }
}

function priceItems(request: OrderRequest, priceList: PriceList): Priced {
  switch (request.kind) {
    case 'single':
      return priceSingle(request, priceList)
    case 'bundle':
      return { base: priceBundle(request), fees: [], upsells: [], discountable: true }
    case 'love': {
      // one price on every page and no fees; a partner's code comes off it like any other scroll's
      const product = scrollProducts['love-me-scroll']
      const base = [{ code: 'base:love-me-scroll', label: product.name, cents: product.listCents }]
      return { base, fees: [], upsells: [], discountable: true }
    }
  }
}

function priceSingle(request: SingleOrderRequest, priceList: PriceList): Priced {
  const product = scrollProducts[request.scrollType]
  const cents = priceList === 'partner' ? product.partnerCents : product.listCents
  const base = [{ code: `base:${request.scrollType}`, label: product.name, cents }]
  const speed = deliverySpeeds[request.delivery]
  const fees =
    speed.cents > 0 ? [{ code: `delivery:${request.delivery}`, label: speed.label, cents: speed.cents }] : []
  const chosen = upsellIds.filter((id) => request[id])
  const upsellLines = chosen.map((id) => ({
    code: `upsell:${id}`,
    label: upsells[id].label,
    cents: upsells[id].cents,
  }))
  return { base, fees, upsells: upsellLines, discountable: true }
}

// Bundles have one price on every page: the spec lists no partner bundle prices, so partner landings
// charge the listed ones (decision record 002).
function priceBundle(request: BundleOrderRequest): QuoteLine[] {
  const bundle = bundles[request.bundleId]
  if (bundle.cents !== null)
    return [{ code: `bundle:${bundle.id}`, label: bundle.title, cents: bundle.cents }]
  return request.targets.map((target, index) => {
    const option = mixedBundleOptions[target.scrollType]
    return {
      code: `bundle-target:${index + 1}`,
      label: `${option.label} (target ${index + 1})`,
      cents: option.cents,
    }
  })
}

function applyDiscount(grant: DiscountGrant, baseCents: number): QuoteDiscount {
  const cents = percentOf(baseCents, grant.percent)
  if (grant.kind === 'partner') {
    return {
      kind: 'partner',
      code: grant.code,
      partnerSlug: grant.partnerSlug,
      percent: grant.percent,
      cents,
    }
  }
  return { kind: 'early-bird', percent: grant.percent, cents }
}

function discountLine(discount: QuoteDiscount): QuoteLine {
  const label =
    discount.kind === 'partner'
      ? `Partner discount ${discount.code} (${discount.percent}% off)`
      : `Early bird (${discount.percent}% off)`
  return { code: `discount:${discount.kind}`, label, cents: -discount.cents }
}

function sumCents(lines: QuoteLine[]): number {
  return lines.reduce((total, line) => total + line.cents, 0)
}
