import { scrollProducts } from '@/domain/catalog-products'
import type { Order } from '../db/schema'

/** What the customer bought, as the letters name it. */
export function productName(order: Order): string {
  if (order.kind === 'bundle') return 'Scroll'
  return scrollProducts[order.scrollType as keyof typeof scrollProducts]?.name ?? 'Scroll'
}
