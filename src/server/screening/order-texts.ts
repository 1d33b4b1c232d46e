import type { CommissionRequest } from '@/domain/commission-request'
import type { BundleOrderRequest, OrderRequest } from '@/domain/order-request'
import type { ScreenedText } from './screening'

/**
 * Every text a customer types in an order, named by the path the server's 400s use for a field
 * (`fieldErrors`: "grievance", "targets.0.name"), so a form shows a refusal under the input that holds it.
 * Emails are not read: they are addresses, not words for the scroll. Nor would a postal address for
 * physical delivery be: it is the customer's own, and the doxxing rules would hold every such order.
 */
export function orderTexts(request: OrderRequest): ScreenedText[] {
  switch (request.kind) {
    case 'single':
      return named({
        customerName: request.customerName,
        recipientName: request.recipientName,
        targetName: request.targetName,
        grievance: request.grievance,
        generationalContext: request.generationalContext,
        specificRequests: request.specificRequests,
      })
    case 'love':
      return named({
        customerName: request.customerName,
        targetName: request.targetName,
        situation: request.situation,
      })
    case 'bundle':
      return bundleTexts(request)
  }
}

function bundleTexts(request: BundleOrderRequest): ScreenedText[] {
  return [
    ...named({
      yourName: request.yourName,
      bundleReason: request.bundleReason,
      additionalDetails: request.additionalDetails,
    }),
    ...request.targets.flatMap((target, index) =>
      named({
        [`targets.${index}.name`]: target.name,
        [`targets.${index}.reason`]: target.reason,
        [`targets.${index}.specialInstructions`]: target.specialInstructions,
      }),
    ),
  ]
}

/** The texts of a commission request (the bespoke-scroll form), named as its fields are. */
export function commissionTexts(
  request: Pick<CommissionRequest, 'name' | 'target' | 'tale' | 'finalWishes' | 'deadline'>,
): ScreenedText[] {
  return named({
    name: request.name,
    target: request.target,
    tale: request.tale,
    finalWishes: request.finalWishes,
    deadline: request.deadline,
  })
}

// a blank optional field is no text to screen
const named = (fields: Record<string, string | undefined>): ScreenedText[] =>
  Object.entries(fields).flatMap(([field, text]) => (text?.trim() ? [{ field, text }] : []))
