import { z } from 'zod'
import { type Bundle, bundleIds, bundles } from '@/domain/catalog-bundles'
import { type BundleOrderRequest, bundleOrderRequestSchema } from '@/domain/order-request'
import type { BundleOrderState } from '@/web/features/bundles/bundle-info'

/** The bundle being ordered, taken from the catalog, and the partner whose landing opened the form. */
export type BundleChoice = { bundle: Bundle; partnerRef: string | undefined }

// navigation state survives reloads in the browser's history, so it is checked, never trusted; the
// bundle's title, size and price come from the catalog by id
const bundleStateSchema = z.object({
  bundle: z.object({ id: z.enum(bundleIds) }),
  partnerRef: z.string().optional(),
})

export function readBundleChoice(state: unknown): BundleChoice | null {
  const parsed = bundleStateSchema.safeParse(state)
  if (!parsed.success) return null
  return { bundle: bundles[parsed.data.bundle.id], partnerRef: parsed.data.partnerRef }
}

/** What /bundle-order hands to /mock-payment (spec: the bundle order state), plus the bundle's id. */
export type MockPaymentState = BundleOrderRequest & {
  targets: (BundleOrderRequest['targets'][number] & { id: string })[]
  upsells: []
  /** cents, for display only: the review page and the server price the order again */
  totalPrice: number
  isBundle: true
}

export function toMockPaymentState(order: BundleOrderRequest, totalPrice: number): MockPaymentState {
  return {
    ...order,
    // blank rows are not written, so the review shows only the targets that will get a scroll
    targets: order.targets
      .filter((target) => target.name !== '')
      .map((target, index) => ({ ...target, id: `target-${index + 1}` })),
    upsells: [],
    totalPrice,
    isBundle: true,
  }
}

/** The bundle order carried by the navigation state, as the server will read it, or null. */
export function readMockPaymentState(state: unknown): BundleOrderRequest | null {
  if (!state || typeof state !== 'object' || !('isBundle' in state) || state.isBundle !== true) return null
  const parsed = bundleOrderRequestSchema.safeParse(state)
  return parsed.success ? parsed.data : null
}

/** The state that reopens the bundle form with what the customer already typed. */
export type BundleOrderDraftState = BundleOrderState & { draft?: BundleOrderRequest }

export function readDraft(state: unknown): BundleOrderRequest | undefined {
  if (!state || typeof state !== 'object' || !('draft' in state)) return undefined
  const parsed = bundleOrderRequestSchema.safeParse(state.draft)
  return parsed.success ? parsed.data : undefined
}
