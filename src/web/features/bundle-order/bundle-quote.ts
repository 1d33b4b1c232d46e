import type { BundleId } from '@/domain/catalog-bundles'
import { type BundleTarget, bundleOrderRequestSchema } from '@/domain/order-request'
import { type DiscountGrant, type PriceList, type Quote, quoteOrder } from '@/domain/pricing'

type PricedTarget = { scrollType: BundleTarget['scrollType'] }

/**
 * The live total of a bundle form that may still be half filled in. A bundle's price depends only on the
 * bundle and its targets' scroll types, so the quote is taken from those alone, run through the domain
 * schema and `quoteOrder` exactly as the server will, instead of waiting for every text field to be valid.
 */
export function quoteBundle(
  bundleId: BundleId,
  targets: readonly PricedTarget[],
  context: { priceList: PriceList; discount: DiscountGrant | null },
): Quote | null {
  const parsed = bundleOrderRequestSchema.safeParse({
    kind: 'bundle',
    bundleId,
    yourName: 'Live total',
    yourEmail: 'live-total@example.com',
    targets: targets.map((target) => ({ name: 'Target', scrollType: target.scrollType })),
    priceList: context.priceList,
  })
  return parsed.success ? quoteOrder(parsed.data, context) : null
}
