import { type BundleId, type BundleScrollType, bundles } from '@/domain/catalog-bundles'

/** What the bundle order form receives as navigation state (spec: title, price, quantity, type). */
export type BundleInfo = {
  id: BundleId
  title: string
  /** cents; null for the custom bundle, priced by the scrolls its targets choose */
  price: number | null
  quantity: number
  type: BundleScrollType
}

export type BundleOrderState = {
  bundle: BundleInfo
  /** set when the form is opened from a partner landing: the order asks for that partner's prices */
  partnerRef?: string
}

export function bundleOrderState(id: BundleId, partnerRef?: string): BundleOrderState {
  const bundle = bundles[id]
  return {
    bundle: {
      id,
      title: bundle.title,
      price: bundle.cents,
      quantity: bundle.quantity,
      type: bundle.scrollType,
    },
    ...(partnerRef ? { partnerRef } : {}),
  }
}
