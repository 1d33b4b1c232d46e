import { useState } from 'react'
import { ApiError } from '@/web/lib/api-error'
import { useStartOrderPayment } from './api/start-order-payment'
import { openCheckout } from './open-checkout'

export const paymentCreationFailed = 'Payment creation failed. Please try again.'

type PayOrderButtonProps = { orderId: string; label: string }

/** Opens a new checkout for an unpaid order; on failure it says so and may be pressed again. */
export function PayOrderButton({ orderId, label }: PayOrderButtonProps) {
  const startPayment = useStartOrderPayment()
  const [leaving, setLeaving] = useState(false)
  // null: nothing failed; otherwise what to tell the customer
  const [failure, setFailure] = useState<string | null>(null)
  const busy = startPayment.isPending || leaving

  const pay = () => {
    setFailure(null)
    startPayment.mutate(orderId, {
      onSuccess: ({ url }) => {
        if (!url) {
          setFailure(paymentCreationFailed)
          return
        }
        setLeaving(true)
        openCheckout(url)
      },
      // a conflict says why this order cannot be paid any more (its early-bird price is gone, say)
      onError: (error) =>
        setFailure(error instanceof ApiError && error.status === 409 ? error.message : paymentCreationFailed),
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
