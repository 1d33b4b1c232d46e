import { bundles } from '@/domain/catalog-bundles'
import { scrollProducts } from '@/domain/catalog-products'
import type { Order } from '../db/schema'

/** A scroll's product as the catalogue names it ("Classic Scroll"), or "scroll" for a type it lacks. */
export function scrollProductName(scrollType: string): string {
  return Object.hasOwn(scrollProducts, scrollType)
    ? scrollProducts[scrollType as keyof typeof scrollProducts].name
    : 'scroll'
}

/** What the customer bought, as the letters name it: the product, or the bundle ("The Starter Arsenal"). */
export function productName(order: Pick<Order, 'kind' | 'scrollType' | 'bundleId'>): string {
  if (order.kind === 'bundle' && order.bundleId !== null && Object.hasOwn(bundles, order.bundleId)) {
    return bundles[order.bundleId as keyof typeof bundles].title
  }
  return scrollProductName(order.scrollType)
}

/**
 * One scroll of an order, as the letter that carries it names it: a bundle's scroll is of its target's
 * kind (a mixed bundle's targets each choose theirs), any other order's is the order's product.
 */
export function deliveredScrollName(
  order: Pick<Order, 'kind' | 'scrollType' | 'bundleId'>,
  targetScrollType?: string | null,
): string {
  if (order.kind !== 'bundle') return productName(order)
  return scrollProductName(targetScrollType ?? order.scrollType)
}
