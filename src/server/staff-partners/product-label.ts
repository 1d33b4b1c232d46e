import { bundles } from '@/domain/catalog-bundles'
import { scrollProducts } from '@/domain/catalog-products'

type OrderProduct = { kind: string; scrollType: string; bundleId: string | null }

/**
 * What the customer bought, by the catalogue's one name: a bundle by its title, a scroll by its product's
 * name ("Classic Scroll"), at partner prices too (decision 069).
 */
export function productLabel(order: OrderProduct): string {
  if (order.kind === 'bundle') {
    return bundles[order.bundleId as keyof typeof bundles]?.title ?? 'Bundle'
  }
  const product = scrollProducts[order.scrollType as keyof typeof scrollProducts]
  if (!product) return order.scrollType
  return product.name
}
