import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { OrderRequestInput } from '@/domain/order-request'
import { ApiError } from '@/web/lib/api-error'

export const placeOrderMessages = {
  failed: (message: string) => `Thy order could not be placed: ${message}`,
  unexpected: (message: string) => `Something went wrong: ${message}`,
} as const

type PlaceOrderOptions = {
  /** what the confirmation page shows if it is opened later without its payment parameters */
  title: string
  /** the server refused the request (a 400 names the fields) */
  onRefused: (error: ApiError) => void
}

/**
 * A single scroll's form sends its order: the server prices and stores it, and the customer goes on to
 * review it and pay, the step every product takes before the checkout.
 */
export function usePlaceOrderForReview() {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const place = async (request: OrderRequestInput, { title, onRefused }: PlaceOrderOptions) => {
    setFailure(null)
    setBusy(true)
    try {
      // loaded when the order is sent, like the schema that has just checked it
      const { placeForReview } = await import('@/web/features/checkout/go-to-review')
      // the page stays busy until the review has replaced it
      await placeForReview(request, title, navigate)
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiError) {
        setFailure(placeOrderMessages.failed(error.message))
        onRefused(error)
      } else {
        setFailure(placeOrderMessages.unexpected(error instanceof Error ? error.message : String(error)))
      }
    }
  }

  return { place, failure, busy }
}
