import { useState } from 'react'
import { useStartOrderPayment } from './api/start-order-payment'
import { openCheckout } from './open-checkout'

export const paymentCreationFailed = 'Payment creation failed. Please try again.'

type PayOrderButtonProps = { orderId: string; label: string }

/** Opens a new checkout for an unpaid order; on failure it says so and may be pressed again. */
export function PayOrderButton({ orderId, label }: PayOrderButtonProps) {
  const startPayment = useStartOrderPayment()
  const [leaving, setLeaving] = useState(false)
  const [failed, setFailed] = useState(false)
  const busy = startPayment.isPending || leaving

  const pay = () => {
    setFailed(false)
    startPayment.mutate(orderId, {
      onSuccess: ({ url }) => {
        if (!url) {
          setFailed(true)
          return
        }
        setLeaving(true)
        openCheckout(url)
      },
      onError: () => setFailed(true),
    })
  }

  return (
    <div className="flex flex-col gap-3">
      {failed && (
        <p role="alert" className="rounded-md border-2 border-wax bg-[#fbeeee] px-3 py-2 text-wax">
          {paymentCreationFailed}
        </p>
      )}
      <button type="button" className="btn-primary text-lg" disabled={busy} aria-busy={busy} onClick={pay}>
        {busy ? 'Opening the Checkout...' : label}
      </button>
    </div>
  )
}
