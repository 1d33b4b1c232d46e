import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

const checkout = api['test-checkout'][':sessionId']

const getTestCheckout = (sessionId: string) => readResponse(checkout.$get({ param: { sessionId } }))
export type TestCheckout = Awaited<ReturnType<typeof getTestCheckout>>

export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: () => getTestCheckout(sessionId),
    retry: false,
  })
}

/** Pay or cancel the test checkout; both answer where the browser goes next. */
export function useSettleTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: async (action: 'pay' | 'cancel') => {
      const endpoint = action === 'pay' ? checkout.pay.$post : checkout.cancel.$post
      return readResponse(endpoint({ param: { sessionId } }))
    },
  })
}
