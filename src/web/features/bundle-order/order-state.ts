import { type Bundle, bundles } from '@/domain/catalog-bundles'
import type { BundleOrderRequest } from '@/domain/order-request'
import type { BundleOrderState } from '@/web/features/bundles/bundle-info'

/** The bundle being ordered, taken from the catalog, and the partner whose landing opened the form. */
export type BundleChoice = { bundle: Bundle; partnerRef: string | undefined }

// navigation state survives reloads in the browser's history, so it is checked, never trusted; the
// bundle's title, size and price come from the catalog by id. Checked by hand: zod would weigh 24 KB here.
export function readBundleChoice(state: unknown): BundleChoice | null {
  if (!isRecord(state) || !isRecord(state.bundle)) return null
  const { id } = state.bundle
  if (typeof id !== 'string' || !Object.hasOwn(bundles, id)) return null
  const { partnerRef } = state
  if (partnerRef !== undefined && typeof partnerRef !== 'string') return null
  return { bundle: bundles[id as keyof typeof bundles], partnerRef }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Whether the state carries a draft to refill the form with, which `readDraft` then parses. */
export const hasDraft = (state: unknown) => isRecord(state) && 'draft' in state

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

/** The state that reopens the bundle form with what the customer already typed. */
export type BundleOrderDraftState = BundleOrderState & { draft?: BundleOrderRequest }
