import type { ReactNode } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { formatCents } from '@/domain/money'
import { DeliverySignature } from '@/web/components/anonymous-delivery'
import { OrderLines } from '@/web/components/order-lines'
import { HomeLink } from '@/web/components/page-intro'
import { ApiError } from '@/web/lib/api-error'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { type PublicOrder, useOrder } from './api/get-order'
import { CheckoutMessage, CheckoutShell } from './checkout-shell'
import { CheckoutSteps } from './checkout-steps'
import { orderTitle } from './order-title'
import { PayOrderButton } from './pay-order-button'

/**
 * /payment?orderId=: the review-and-pay step of an order the form has just placed, the same for every single
 * scroll (the bundle's is /mock-payment); a checkout left unpaid returns here.
 */
export function PaymentPage() {
  const [params] = useSearchParams()
  const orderId = params.get('orderId')
  useDocumentTitle('Review & Pay')
  const order = useOrder(orderId)

  if (!orderId) return <Navigate to="/" replace />
  let content: ReactNode
  if (order.isPending) {
    content = (
      <CheckoutMessage title="Payment">
        <p role="status">Fetching thy order...</p>
      </CheckoutMessage>
    )
  } else if (order.isError) {
    const missing = order.error instanceof ApiError && [400, 404].includes(order.error.status)
    content = (
      <CheckoutMessage title={missing ? 'Order not found' : 'The order could not be loaded'}>
        <p role="alert">
          {missing ? 'No order answers to this link.' : `Something went wrong: ${order.error.message}`}
        </p>
        {!missing && (
          <button type="button" className="btn-primary" onClick={() => order.refetch()}>
            Try Again
          </button>
        )}
      </CheckoutMessage>
    )
  } else {
    content = <PaymentPortal order={order.data} cancelled={params.get('cancelled') === '1'} />
  }
  return (
    <CheckoutShell busy={order.isPending}>
      <HomeLink className="self-start" />
      {content}
    </CheckoutShell>
  )
}

/** Where a paid order's confirmation is: the love scroll's is the spec's result page. */
function confirmationPath(order: PublicOrder) {
  if (order.kind === 'love') return `/test-confirmation?orderId=${order.id}`
  return `/${order.kind === 'bundle' ? 'confirmation' : 'payment-success'}?order_id=${order.id}`
}

function PaymentPortal({ order, cancelled }: { order: PublicOrder; cancelled: boolean }) {
  const paid = order.paymentStatus === 'paid'
  const payable = order.paymentStatus === 'pending' && order.status === 'pending_payment'
  return (
    <section aria-labelledby="payment-title" className="card flex flex-col gap-5 p-5 sm:p-8">
      <CheckoutSteps current="review" />
      <header>
        <p className="eyebrow text-gold-deep">Order #{order.reference}</p>
        <h1 id="payment-title" className="mt-1 text-3xl sm:text-4xl">
          Review & Pay
        </h1>
        <p className="mt-1 text-ink-soft">
          {orderTitle(order)} for {order.targetName}
        </p>
        <DeliverySignature anonymous={order.anonymousDelivery} className="mt-1" />
      </header>
      {cancelled && !paid && (
        <p role="status" className="rounded-md border-l-4 border-gold bg-parchment px-4 py-2">
          Thy payment was cancelled and no money was taken. Thou mayest try again.
        </p>
      )}
      <OrderLines lines={order.lines} totalLabel="Total" totalCents={order.totalCents} />
      {paid && (
        <p role="status">
          This order is already paid. Nothing more is owed.{' '}
          <Link to={confirmationPath(order)} className="text-wax underline">
            See thy confirmation
          </Link>
        </p>
      )}
      {payable && (
        <>
          <p className="text-sm text-ink-soft">
            This is the price thou payest: the checkout that opens next charges{' '}
            {formatCents(order.totalCents)}, and thy confirmation then follows the scroll to its inbox.
          </p>
          <PayOrderButton orderId={order.id} label="Pay Now" />
        </>
      )}
      {!paid && !payable && <p role="status">This order can no longer be paid.</p>}
    </section>
  )
}
