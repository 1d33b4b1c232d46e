import { formatCents } from '@/domain/money'
import { useOrder } from './api/get-order'
import { CheckoutMessage } from './checkout-shell'
import { orderTitle } from './order-title'
import { PayOrderButton } from './pay-order-button'

/** The checkout's "Cancel" lands here: nothing was paid, and the same order can be paid again. */
export function CancelledPayment({ orderId }: { orderId: string }) {
  const order = useOrder(orderId)
  const unpaid = order.data?.paymentStatus === 'pending' && order.data.status === 'pending_payment'
  return (
    <CheckoutMessage title="Payment Cancelled">
      <p role="status">No money was taken. Thy order is kept, unpaid, should thou wish to try again.</p>
      {order.data && (
        <p className="text-ink-soft">
          Order #{order.data.reference}: {orderTitle(order.data)} for {order.data.targetName},{' '}
          {formatCents(order.data.totalCents)}
        </p>
      )}
      {order.data?.paymentStatus === 'paid' && <p>This order is already paid. Nothing more is owed.</p>}
      {unpaid && <PayOrderButton orderId={orderId} label="Try Payment Again" />}
    </CheckoutMessage>
  )
}
