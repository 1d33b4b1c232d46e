import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { openCheckout } from '@/web/features/checkout/open-checkout'
import { paymentCreationFailed } from '@/web/features/checkout/pay-order-button'
import { ApiError } from '@/web/lib/api-error'
import { useCheckoutCommissionQuote } from './api/checkout-commission-quote'
import { commissionQuoteQuery } from './api/get-commission-quote'

type PayQuoteButtonProps = { token: string; label: string }

/** Opens the checkout of a quote; a quote that lapsed or was paid meanwhile shows so on the page. */
export function PayQuoteButton({ token, label }: PayQuoteButtonProps) {
  const queryClient = useQueryClient()
  const checkout = useCheckoutCommissionQuote()
  const [leaving, setLeaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const busy = checkout.isPending || leaving

  const pay = () => {
    setFailure(null)
    checkout.mutate(token, {
      onSuccess: ({ url }) => {
        setLeaving(true)
        openCheckout(url)
      },
      onError: (error) => {
        // expired or paid since the page opened: the server says which, and the page reads it again
        const changed = error instanceof ApiError && [409, 410].includes(error.status)
        setFailure(changed ? error.message : paymentCreationFailed)
        if (changed) void queryClient.invalidateQueries(commissionQuoteQuery(token))
      },
    })
  }

  return (
    <div className="flex flex-col gap-3">
      {failure && (
        <p role="alert" className="rounded-md border-2 border-wax bg-[#fbeeee] px-3 py-2 text-wax">
          {failure}
        </p>
      )}
      <button type="button" className="btn-primary text-lg" disabled={busy} aria-busy={busy} onClick={pay}>
        {busy ? 'Opening the Checkout...' : label}
      </button>
    </div>
  )
}
