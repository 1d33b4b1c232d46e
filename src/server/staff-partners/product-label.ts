import { bundles } from '@/domain/catalog-bundles'
import { scrollProducts } from '@/domain/catalog-products'

type OrderProduct = { kind: string; scrollType: string; bundleId: string | null; priceList: string }

/**
 * What the customer bought, named as the page they bought it on named it: a bundle by its title, a scroll
 * bought at partner prices by its partner-page name ("Light Rant"), any other by its shop name.
 */
export function productLabel(order: OrderProduct): string {
  if (order.kind === 'bundle') {
    return bundles[order.bundleId as keyof typeof bundles]?.title ?? 'Bundle'
  }
  const product = scrollProducts[order.scrollType as keyof typeof scrollProducts]
  if (!product) return order.scrollType
  return order.priceList === 'partner' && product.partnerName ? product.partnerName : product.name
}
