/**
 * Bundle orders carried by navigation state, parsed with the domain schema as the server will read them.
 * It pulls in classic zod, so the pages import this module on demand (`useParsedOrder`).
 */
import { type BundleOrderRequest, bundleOrderRequestSchema } from '@/domain/order-request'

/** The bundle order carried by the navigation state, as the server will read it, or null. */
export function readMockPaymentState(state: unknown): BundleOrderRequest | null {
  if (!state || typeof state !== 'object' || !('isBundle' in state) || state.isBundle !== true) return null
  const parsed = bundleOrderRequestSchema.safeParse(state)
  return parsed.success ? parsed.data : null
}

export function readDraft(state: unknown): BundleOrderRequest | undefined {
  if (!state || typeof state !== 'object' || !('draft' in state)) return undefined
  const parsed = bundleOrderRequestSchema.safeParse(state.draft)
  return parsed.success ? parsed.data : undefined
}
