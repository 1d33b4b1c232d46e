import { startOrderPayment } from './api/start-order-payment'
import { CheckoutButton } from './checkout-button'

/** Opens a new checkout for an unpaid order. */
export function PayOrderButton({ orderId, label }: { orderId: string; label: string }) {
  return <CheckoutButton label={label} open={() => startOrderPayment(orderId)} />
}
