/**
 * Bundle orders parsed with the domain schema, as the server will read them. It pulls in classic zod, so
 * the pages import this module on demand: the form when it is reopened with a draft (`useDraft`), the
 * review when the customer pays.
 */
import { type BundleOrderRequest, bundleOrderRequestSchema } from '@/domain/order-request'

/** The order the review shows, as the server will read it, or the schema's message for each refused field. */
export function parseBundleOrder(
  order: unknown,
): { order: BundleOrderRequest } | { fields: Record<string, string> } {
  const parsed = bundleOrderRequestSchema.safeParse(order)
  if (parsed.success) return { order: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message
  return { fields }
}

export function readDraft(state: unknown): BundleOrderRequest | undefined {
  if (!state || typeof state !== 'object' || !('draft' in state)) return undefined
  const parsed = bundleOrderRequestSchema.safeParse(state.draft)
  return parsed.success ? parsed.data : undefined
}
