import { formatCents } from '@/domain/money'
import type { StoredOrder as StoredOrderData } from '@/web/lib/order-storage'
import { CheckoutMessage } from './checkout-shell'
import { OrderAnotherLink } from './order-another-link'

const placedDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' })

/** Opened without payment parameters: the last order placed from this browser, as it was shown then. */
export function StoredOrder({ order }: { order: StoredOrderData }) {
  const placed = new Date(order.placedAt)
  return (
    <CheckoutMessage title="Thy Last Order">
      <p>
        {order.title}, {formatCents(order.totalCents)}
        {Number.isNaN(placed.getTime()) ? '' : `, placed on ${placedDate.format(placed)}`}.
      </p>
      <p className="text-ink-soft">
        Once the payment is through, thy receipt arrives by email and the scroll goes to its recipient.
      </p>
      <OrderAnotherLink />
    </CheckoutMessage>
  )
}
