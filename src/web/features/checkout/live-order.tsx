import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ApiError } from '@/web/lib/api-error'
import { orderQuery, type PublicOrder } from './api/get-order'
import { CheckoutMessage } from './checkout-shell'
import { OrderConfirmation } from './order-confirmation'
import { pollInterval, progressMessage } from './order-progress'

// a malformed or unknown id will not become valid by asking again
const isMissing = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status)

type LiveOrderProps = {
  orderId: string
  heading: string
  /** the order as the payment's verification answered it, shown while the page asks again */
  verified?: PublicOrder
}

/** An order read from the server, and read again while the scribes work, so its status stays current. */
export function LiveOrder({ orderId, heading, verified }: LiveOrderProps) {
  const order = useQuery({
    ...orderQuery(orderId),
    initialData: verified,
    retry: (failures, error) => !isMissing(error) && failures < 1,
    refetchInterval: (query) => pollInterval(query.state.data?.status),
  })

  if (order.data) {
    const shown = order.data
    if (shown.paidAt !== null) return <OrderConfirmation order={shown} heading={heading} />
    return (
      <CheckoutMessage
        title={shown.status === 'pending_payment' ? 'Thy Order Awaits Payment' : `Order #${shown.reference}`}
      >
        <p role="status">{progressMessage(shown)}</p>
        {shown.status === 'pending_payment' && (
          <Link to={`/payment?orderId=${shown.id}`} className="btn-primary">
            Review & Pay
          </Link>
        )}
      </CheckoutMessage>
    )
  }
  if (order.isError) {
    const missing = isMissing(order.error)
    return (
      <CheckoutMessage title={missing ? 'Order not found' : 'The order could not be loaded'}>
        <p role="alert">{missing ? 'No order answers to this link.' : 'Something went wrong.'}</p>
        {!missing && (
          <button type="button" className="btn-primary" onClick={() => order.refetch()}>
            Try Again
          </button>
        )}
      </CheckoutMessage>
    )
  }
  return (
    <CheckoutMessage title="Fetching Thy Order">
      <p role="status">Fetching thy order...</p>
    </CheckoutMessage>
  )
}
