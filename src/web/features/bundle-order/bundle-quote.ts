import { type BundleId, bundles, mixedBundleOptions } from '@/domain/catalog-bundles'
import type { BundleOrderRequest, BundleTarget } from '@/domain/order-request'
import { type DiscountGrant, type PriceList, type Quote, quoteOrder } from '@/domain/pricing'

type PricedTarget = { scrollType: BundleTarget['scrollType'] }

/**
 * The live total of a bundle form that may still be half filled in. A bundle's price depends only on the
 * bundle and its targets' scroll types, so the quote is taken from those alone with `quoteOrder`, exactly
 * as the server will, instead of waiting for every text field to be valid. The targets are checked as
 * the domain schema checks them (without it: zod is not in the form's first load).
 */
export function quoteBundle(
  bundleId: BundleId,
  targets: readonly PricedTarget[],
  context: { priceList: PriceList; discount: DiscountGrant | null },
): Quote | null {
  const bundle = bundles[bundleId]
  const fits = (target: PricedTarget) =>
    Object.hasOwn(mixedBundleOptions, target.scrollType) &&
    (bundle.scrollType === 'mixed' || target.scrollType === bundle.scrollType)
  if (targets.length === 0 || targets.length > bundle.quantity || !targets.every(fits)) return null
  // quoteOrder reads only the bundle, the targets' scroll types and the price list
  const priced = {
    kind: 'bundle',
    bundleId,
    targets: targets.map((target) => ({ scrollType: target.scrollType })),
    priceList: context.priceList,
  } as BundleOrderRequest
  return quoteOrder(priced, context)
}
