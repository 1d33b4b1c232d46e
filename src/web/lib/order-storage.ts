/**
 * The last order placed from this browser (spec key `orderData`), so a confirmation page opened without
 * its payment parameters can still show it. Only what the page shows is kept, never payment details.
 */
export type StoredOrder = { orderId: string; title: string; totalCents: number; placedAt: string }

const key = 'orderData'

export function saveOrderData(order: StoredOrder) {
  localStorage.setItem(key, JSON.stringify(order))
}

export function readOrderData(): StoredOrder | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredOrder | null
    return value && typeof value.orderId === 'string' ? value : null
  } catch {
    return null
  }
}

export function clearOrderData() {
  localStorage.removeItem(key)
}
