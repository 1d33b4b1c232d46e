import { useMutation, useQuery } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'

const checkout = api['test-checkout'][':sessionId']
export type TestCheckout = InferResponseType<typeof checkout.$get, 200>

export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: async () => readJson<TestCheckout>(await checkout.$get({ param: { sessionId } })),
    retry: false,
  })
}

/** Pay or cancel the test checkout; both answer where the browser goes next. */
export function useSettleTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: async (action: 'pay' | 'cancel') => {
      const endpoint = action === 'pay' ? checkout.pay.$post : checkout.cancel.$post
      return readJson<{ redirectUrl: string }>(await endpoint({ param: { sessionId } }))
    },
  })
}
