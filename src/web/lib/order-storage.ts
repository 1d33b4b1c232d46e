/**
 * The last order placed from this browser (spec key `orderData`), so a confirmation page opened without
 * its payment parameters can still show it. Only what the page shows is kept, never payment details.
 */
import { isRecord } from './is-record'

export type StoredOrder = { orderId: string; title: string; totalCents: number; placedAt: string }

const key = 'orderData'

export function saveOrderData(order: StoredOrder) {
  localStorage.setItem(key, JSON.stringify(order))
}

export function readOrderData(): StoredOrder | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null')
    return isStoredOrder(value) ? value : null
  } catch {
    return null
  }
}

// checked by hand: zod would add 24 KB to the confirmation page's first load (decision 016)
const isStoredOrder = (value: unknown): value is StoredOrder =>
  isRecord(value) &&
  typeof value.orderId === 'string' &&
  typeof value.title === 'string' &&
  Number.isInteger(value.totalCents) &&
  typeof value.placedAt === 'string'

export function clearOrderData() {
  localStorage.removeItem(key)
}
