/**
 * What a customer reads as their order's number: the first eight hex digits of its random id, upper-cased.
 * The sequential order number stays with staff; shown to customers it would tell anyone how many orders the
 * shop takes, and which numbers to try.
 */
export function orderReference(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase()
}

/** A search term that is an order reference (eight hex digits), as staff may be quoted one. */
export const orderReferencePattern = /^[0-9a-f]{8}$/i
