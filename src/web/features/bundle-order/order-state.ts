import {
  type Bundle,
  bundleIntensities,
  bundles,
  bundleWritingStyles,
  mixedBundleOptions,
} from '@/domain/catalog-bundles'
import { tones } from '@/domain/catalog-options'
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

/**
 * The order carried to /mock-payment, checked by hand for what the page shows and prices (zod would weigh
 * 24 KB here); the domain schema parses it when the customer pays.
 */
export function readMockPaymentState(state: unknown): MockPaymentState | null {
  if (!isRecord(state) || state.kind !== 'bundle' || state.isBundle !== true) return null
  const { bundleId, targets } = state
  if (typeof bundleId !== 'string' || !Object.hasOwn(bundles, bundleId)) return null
  const bundle = bundles[bundleId as keyof typeof bundles]
  const shown =
    isText(state.yourName) &&
    isText(state.yourEmail) &&
    isOptionalText(state.bundleReason) &&
    typeof state.anonymousDelivery === 'boolean' &&
    (state.priceList === 'list' || state.priceList === 'partner') &&
    isOptionalText(state.partnerRef) &&
    Array.isArray(targets) &&
    targets.length > 0 &&
    targets.length <= bundle.quantity &&
    targets.every(isShownTarget)
  return shown ? (state as MockPaymentState) : null
}

const isText = (value: unknown) => typeof value === 'string'
const isOptionalText = (value: unknown) => value === undefined || isText(value)
const isOneOf = (value: unknown, labels: object) => isText(value) && Object.hasOwn(labels, value as string)

const isShownTarget = (target: unknown) =>
  isRecord(target) &&
  isText(target.name) &&
  isOptionalText(target.email) &&
  isOptionalText(target.reason) &&
  isOneOf(target.scrollType, mixedBundleOptions) &&
  isOneOf(target.writingStyle, bundleWritingStyles) &&
  isOneOf(target.intensity, bundleIntensities) &&
  (target.tone === undefined || isOneOf(target.tone, tones))

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
