import { bundles } from '@/domain/catalog-bundles'
import { scrollProducts } from '@/domain/catalog-products'
import type { PublicOrder } from './api/get-order'

/** What was ordered, in the words of the catalog: "Cursed Scroll", "The Starter Arsenal". */
export function orderTitle(order: Pick<PublicOrder, 'bundleId' | 'scrollType'>): string {
  if (order.bundleId && order.bundleId in bundles)
    return bundles[order.bundleId as keyof typeof bundles].title
  const product = scrollProducts[order.scrollType as keyof typeof scrollProducts]
  return product?.name ?? order.scrollType
}
