import { useEffect, useState } from 'react'
import type { BundleOrderRequest } from '@/domain/order-request'
import { hasDraft } from './order-state'

/**
 * The order a return from the review carries back to the form (its draft), parsed with the domain schema,
 * which is imported here on demand so that the form's first load carries no zod. `undefined` while the
 * schema loads, `null` when the state holds no valid draft; without a draft nothing is loaded.
 */
export function useDraft(state: unknown) {
  const wanted = hasDraft(state)
  const [parsed, setParsed] = useState<{ state: unknown; draft: BundleOrderRequest | null }>()
  useEffect(() => {
    if (!wanted) return
    let current = true
    import('./order-state-schema').then(
      (schema) => current && setParsed({ state, draft: schema.readDraft(state) ?? null }),
      // without the schema the draft cannot be checked, so it is treated as missing
      () => current && setParsed({ state, draft: null }),
    )
    return () => {
      current = false
    }
  }, [state, wanted])
  if (!wanted) return null
  return parsed && parsed.state === state ? parsed.draft : undefined
}
