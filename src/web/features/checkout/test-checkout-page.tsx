import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { EARLY_BIRD_HOLD_MINUTES } from '@/domain/limits'
import { formatCents } from '@/domain/money'
import { DeliverySignature } from '@/web/components/anonymous-delivery'
import { OrderLines } from '@/web/components/order-lines'
import { ApiError } from '@/web/lib/api-error'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { type TestCheckout, useSettleTestCheckout, useTestCheckout } from './api/test-checkout'
import { CheckoutMessage, CheckoutShell } from './checkout-shell'
import { CheckoutSteps } from './checkout-steps'
import { openCheckout } from './open-checkout'
import { orderTitle } from './order-title'

/** /test-checkout/:sessionId: the shop's own pay page, used when no payment provider is configured. */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams()
  useDocumentTitle('Test Checkout')
  const checkout = useTestCheckout(sessionId)

  if (checkout.isPending) {
    return (
      <CheckoutShell busy>
        <CheckoutMessage title="Opening the Checkout">
          <p role="status">Opening the test checkout...</p>
        </CheckoutMessage>
      </CheckoutShell>
    )
  }
  if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && [400, 404].includes(checkout.error.status)
    return (
      <CheckoutShell>
        <CheckoutMessage title={missing ? 'Checkout not found' : 'The checkout could not be opened'}>
          <p role="alert">
            {missing
              ? 'No test checkout answers to this link. It may be mistyped or incomplete.'
              : `Something went wrong: ${checkout.error.message}`}
          </p>
          <Link to="/" className="btn-primary">
            Return to Home
          </Link>
        </CheckoutMessage>
      </CheckoutShell>
    )
  }
  return <TestCheckoutView sessionId={sessionId} checkout={checkout.data} onStale={checkout.refetch} />
}

type ViewProps = { sessionId: string; checkout: TestCheckout; onStale: () => void }

function TestCheckoutView({ sessionId, checkout: { session, order }, onStale }: ViewProps) {
  const settle = useSettleTestCheckout(sessionId)
  const [leaving, setLeaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const busy = settle.isPending || leaving
  const amount = formatCents(session.amountCents)

  const act = (action: 'pay' | 'cancel') => {
    setFailure(null)
    settle.mutate(action, {
      onSuccess: ({ redirectUrl }) => {
        setLeaving(true)
        openCheckout(redirectUrl)
      },
      onError: (error) => {
        setFailure(error instanceof ApiError ? error.message : `Something went wrong: ${error.message}`)
        // the session may have expired or been settled in another tab: show its state now
        onStale()
      },
    })
  }

  return (
    <CheckoutShell busy={busy}>
      <CheckoutSteps current="payment" />
      <p
        role="note"
        className="rounded-md border-2 border-dashed border-royal bg-[#efeaf7] px-4 py-3 text-center font-display font-semibold text-royal"
      >
        Test payment: no money will be taken
      </p>
      <section aria-labelledby="test-checkout-title" className="card flex flex-col gap-5 p-5 sm:p-8">
        <header>
          <p className="eyebrow text-gold-deep">Order #{order.reference}</p>
          <h1 id="test-checkout-title" className="mt-1 text-3xl sm:text-4xl">
            Test Checkout
          </h1>
          <p className="mt-1 text-ink-soft">
            {orderTitle(order)} for {order.targetName}
          </p>
          <DeliverySignature anonymous={order.anonymousDelivery} className="mt-1" />
        </header>
        <OrderLines lines={order.lines} totalLabel="Total to pay" totalCents={session.amountCents} />
        {failure && (
          <p role="alert" className="rounded-md border-2 border-wax bg-[#fbeeee] px-3 py-2 text-wax">
            {failure}
          </p>
        )}
        {session.status === 'open' && (
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <button type="button" className="btn-primary grow" disabled={busy} onClick={() => act('pay')}>
              {settle.isPending && settle.variables === 'pay' ? 'Paying...' : `Pay ${amount}`}
            </button>
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => act('cancel')}>
              {settle.isPending && settle.variables === 'cancel' ? 'Cancelling...' : 'Cancel Payment'}
            </button>
          </div>
        )}
        {session.status === 'paid' && (
          <div className="flex flex-col gap-3">
            <p role="status">This checkout is already paid. Nothing more will be charged.</p>
            <button type="button" className="btn-primary" disabled={busy} onClick={() => act('pay')}>
              View Thy Confirmation
            </button>
          </div>
        )}
        {(session.status === 'cancelled' || session.status === 'expired') && (
          <div className="flex flex-col gap-3">
            <p role="status">
              {session.status === 'cancelled'
                ? 'This checkout was cancelled. No money was taken.'
                : session.earlyBirdHold
                  ? `This checkout has expired: the early-bird price is held for ${EARLY_BIRD_HOLD_MINUTES} minutes only. No money was taken. Go back to thy order to start again; while an early-bird place is free, it is thine at the same price.`
                  : 'This checkout has expired. No money was taken.'}
            </p>
            <a href={session.cancelUrl} className="btn-primary">
              Back to Thy Order
            </a>
          </div>
        )}
      </section>
    </CheckoutShell>
  )
}
