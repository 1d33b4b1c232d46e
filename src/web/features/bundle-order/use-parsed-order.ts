import { useEffect, useState } from 'react'
import type { BundleOrderRequest } from '@/domain/order-request'

type Reader = 'readMockPaymentState' | 'readDraft'

/**
 * A bundle order read from navigation state with the domain schema, which is imported here on demand so
 * that the page's first load carries no zod. `undefined` while the schema loads, `null` when the state
 * holds no valid order; with `wanted` false, nothing is loaded and the answer is `null` at once.
 */
export function useParsedOrder(reader: Reader, state: unknown, wanted = true) {
  const [parsed, setParsed] = useState<{ state: unknown; order: BundleOrderRequest | null }>()
  useEffect(() => {
    if (!wanted) return
    let current = true
    import('./order-state-schema').then(
      (schema) => current && setParsed({ state, order: schema[reader](state) ?? null }),
      // without the schema the order cannot be checked, so it is treated as missing
      () => current && setParsed({ state, order: null }),
    )
    return () => {
      current = false
    }
  }, [reader, state, wanted])
  if (!wanted) return null
  return parsed && parsed.state === state ? parsed.order : undefined
}
