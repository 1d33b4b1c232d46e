/** When an order's scrolls arrive, said the same way on every page and in every email. */
import { type DeliverySpeed, deliverySpeeds } from './catalog-products'

// the love scroll keeps its own promise (spec section 9), whatever speed its order row carries
const loveScrollDelivery = { label: 'Email delivery', promise: 'within 24 hours', dueHours: 24 }

/** "within 24-36 hours", "within 5 hours", "as soon as it is sealed". */
export function deliveryPromise(speed: DeliverySpeed): string {
  const { timing } = deliverySpeeds[speed]
  if (timing === 'immediate') return 'as soon as it is sealed'
  return timing.startsWith('within') ? timing : `within ${timing}`
}

/** The delivery an order was sold with: its label and its promise. */
export function orderDelivery(scrollType: string, speed: DeliverySpeed): { label: string; promise: string } {
  if (scrollType === 'love-me-scroll')
    return { label: loveScrollDelivery.label, promise: loveScrollDelivery.promise }
  return { label: deliverySpeeds[speed].label, promise: deliveryPromise(speed) }
}

/** When a paid order's scrolls are due: its delivery's promise, counted from the payment. */
export function orderDueAt(scrollType: string, speed: DeliverySpeed, paidAt: Date): Date {
  const hours = scrollType === 'love-me-scroll' ? loveScrollDelivery.dueHours : deliverySpeeds[speed].dueHours
  return new Date(paidAt.getTime() + hours * 3_600_000)
}
