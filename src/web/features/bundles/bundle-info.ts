import { type BundleId, type BundleScrollType, bundles } from '@/domain/catalog-bundles'

/** What the bundle order form receives as navigation state (spec: title, price, quantity, type). */
export type BundleInfo = {
  id: BundleId
  title: string
  /** cents */
  price: number
  quantity: number
  type: BundleScrollType
}

export type BundleOrderState = { bundle: BundleInfo }

export function bundleOrderState(id: BundleId): BundleOrderState | null {
  const bundle = bundles[id]
  if (bundle.cents === null) return null
  return {
    bundle: {
      id,
      title: bundle.title,
      price: bundle.cents,
      quantity: bundle.quantity,
      type: bundle.scrollType,
    },
  }
}
