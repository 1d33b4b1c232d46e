import { type DeliverySpeed, deliverySpeeds } from '@/domain/catalog-products'
import { orderDelivery } from '@/domain/delivery-times'
import type { PublicOrder } from './api/get-order'

/** The delivery speed an order was priced with, read from its quote lines (no fee line: standard). */
export function deliverySpeedOf(lines: readonly { code: string }[]): DeliverySpeed {
  const speed = lines.find((line) => line.code.startsWith('delivery:'))?.code.slice('delivery:'.length)
  return speed && speed in deliverySpeeds ? (speed as DeliverySpeed) : 'standard'
}

/** When a placed order's scrolls arrive, as the catalog promised it when it was sold. */
export function orderDeliveryPromise(order: Pick<PublicOrder, 'scrollType' | 'lines'>): string {
  return orderDelivery(order.scrollType, deliverySpeedOf(order.lines)).promise
}
