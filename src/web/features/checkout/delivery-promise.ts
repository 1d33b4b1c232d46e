import { type DeliverySpeed, deliverySpeeds } from '@/domain/catalog-products'

/** "within 24-36 hours", "within 5 hours", "as soon as it is sealed": when a scroll of this speed arrives. */
export function deliveryPromise(speed: DeliverySpeed): string {
  const { timing } = deliverySpeeds[speed]
  if (timing === 'immediate') return 'as soon as it is sealed'
  return timing.startsWith('within') ? timing : `within ${timing}`
}

/** The delivery speed an order was priced with, read from its quote lines (no fee line: standard). */
export function deliverySpeedOf(lines: readonly { code: string }[]): DeliverySpeed {
  const speed = lines.find((line) => line.code.startsWith('delivery:'))?.code.slice('delivery:'.length)
  return speed && speed in deliverySpeeds ? (speed as DeliverySpeed) : 'standard'
}
