import type { ReactNode } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { formatCents } from '@/domain/money'
import { DeliverySignature } from '@/web/components/anonymous-delivery'
import { OrderLines } from '@/web/components/order-lines'
import { ApiError } from '@/web/lib/api-error'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { type PublicOrder, useOrder } from './api/get-order'
import { CheckoutMessage, CheckoutShell } from './checkout-shell'
import { orderTitle } from './order-title'
import { PayOrderButton } from './pay-order-button'

/** /payment?orderId=: the payment portal of an order stored earlier (the love form creates one). */
export function PaymentPage() {
  const [params] = useSearchParams()
  const orderId = params.get('orderId')
  useDocumentTitle('Payment')
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
  return <CheckoutShell busy={order.isPending}>{content}</CheckoutShell>
}

function PaymentPortal({ order, cancelled }: { order: PublicOrder; cancelled: boolean }) {
  const paid = order.paymentStatus === 'paid'
  const payable = order.paymentStatus === 'pending' && order.status === 'pending_payment'
  return (
    <section aria-labelledby="payment-title" className="card flex flex-col gap-5 p-5 sm:p-8">
      <header>
        <p className="eyebrow text-gold-deep">
          Order #{order.reference}
          {order.isTest && <span className="badge badge--starter ml-3">Test order</span>}
        </p>
        <h1 id="payment-title" className="mt-1 text-3xl sm:text-4xl">
          Complete Thy Payment
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
          {order.isTest && (
            <Link to={`/test-confirmation?orderId=${order.id}`} className="text-wax underline">
              See the test result
            </Link>
          )}
        </p>
      )}
      {payable && <PayOrderButton orderId={order.id} label={`Pay ${formatCents(order.totalCents)}`} />}
      {!paid && !payable && <p role="status">This order can no longer be paid.</p>}
    </section>
  )
}
