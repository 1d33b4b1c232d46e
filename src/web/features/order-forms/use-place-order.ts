import { useState } from 'react'
import type { OrderRequestInput } from '@/domain/order-request'
import { useCreatePayment } from '@/web/features/checkout/api/create-payment'
import { openCheckout } from '@/web/features/checkout/open-checkout'
import { ApiError } from '@/web/lib/api-error'
import { saveOrderData } from '@/web/lib/order-storage'

export const paymentMessages = {
  failed: (message: string) => `Failed to create payment session: ${message}`,
  noUrl: 'Payment session created but no checkout URL received',
  unexpected: (message: string) => `Something went wrong: ${message}`,
} as const

type PlaceOrderOptions = {
  /** what the confirmation page shows if it is opened later without its payment parameters */
  summary: { title: string; totalCents: number }
  /** the server refused the request (a 400 names the fields) */
  onRefused: (error: ApiError) => void
}

/** create-payment, then off to the checkout (a single scroll's form, a bundle's payment); failures become the spec's payment alerts. */
export function usePlaceOrder() {
  const createPayment = useCreatePayment()
  const [failure, setFailure] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)

  const place = (request: OrderRequestInput, { summary, onRefused }: PlaceOrderOptions) => {
    setFailure(null)
    createPayment.mutate(request, {
      onSuccess: (checkout) => {
        if (!checkout.url) {
          setFailure(paymentMessages.noUrl)
          return
        }
        saveOrderData({ orderId: checkout.orderId, ...summary, placedAt: new Date().toISOString() })
        // the page stays busy until the browser has left for the checkout
        setLeaving(true)
        openCheckout(checkout.url)
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          setFailure(paymentMessages.failed(error.message))
          onRefused(error)
        } else {
          setFailure(paymentMessages.unexpected(error.message))
        }
      },
    })
  }

  return { place, failure, busy: createPayment.isPending || leaving }
}
