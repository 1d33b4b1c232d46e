import { useState } from 'react'
import { ApiError } from '@/web/lib/api-error'
import { openCheckout } from './open-checkout'

export const paymentCreationFailed = 'Payment creation failed. Please try again.'

type CheckoutButtonProps = {
  label: string
  /** asks the server for a checkout; answers where to pay */
  open: () => Promise<{ url?: string | null }>
  /** the server refused: the order or quote changed since the page was read (paid, lapsed, price gone) */
  onRefused?: () => void
}

/** Opens a checkout and leaves for it; on failure it says why and may be pressed again. */
export function CheckoutButton({ label, open, onRefused }: CheckoutButtonProps) {
  const [busy, setBusy] = useState(false)
  // null: nothing failed; otherwise what to tell the customer
  const [failure, setFailure] = useState<string | null>(null)

  const pay = async () => {
    setFailure(null)
    setBusy(true)
    try {
      const { url } = await open()
      if (!url) throw new Error('no checkout address')
      // busy until the checkout's page replaces this one
      openCheckout(url)
    } catch (error) {
      setBusy(false)
      // a refusal says why in words the customer can act on; anything else is worth a second press
      const refused = error instanceof ApiError && [409, 410].includes(error.status)
      setFailure(refused ? error.message : paymentCreationFailed)
      if (refused) onRefused?.()
    }
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
