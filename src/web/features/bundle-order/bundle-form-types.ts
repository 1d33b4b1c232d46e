import type { z } from 'zod'
import type { Bundle } from '@/domain/catalog-bundles'
import type { BundleOrderRequest, bundleOrderRequestSchema } from '@/domain/order-request'

/** The bundle form's values before parsing; the domain schema turns them into a BundleOrderRequest. */
export type BundleOrderInput = z.input<typeof bundleOrderRequestSchema>
export type BundleTargetInput = BundleOrderInput['targets'][number]

export function blankTarget(bundle: Bundle): BundleTargetInput {
  return {
    name: '',
    email: '',
    // a non-mixed bundle locks every target to its type; a mixed one starts on the cheapest scroll
    scrollType: bundle.scrollType === 'mixed' ? 'light-rant' : bundle.scrollType,
    reason: '',
    tone: undefined,
    writingStyle: 'eloquent',
    intensity: 'medium',
    specialInstructions: '',
  }
}

/** Output and input differ only where the schema fills defaults, so a parsed draft refills the form. */
export function draftToInput(draft: BundleOrderRequest): BundleOrderInput {
  return {
    ...draft,
    targets: draft.targets.map((target) => ({
      ...target,
      email: target.email ?? '',
      reason: target.reason ?? '',
      specialInstructions: target.specialInstructions ?? '',
    })),
    bundleReason: draft.bundleReason ?? '',
    additionalDetails: draft.additionalDetails ?? '',
  }
}
