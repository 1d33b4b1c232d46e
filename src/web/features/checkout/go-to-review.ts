import type { NavigateFunction } from 'react-router'
import type { OrderRequestInput } from '@/domain/order-request'
import { saveOrderData } from '@/web/lib/order-storage'
import { createOrder } from './api/create-order'
import type { PublicOrder } from './api/get-order'

/**
 * Opens the review-and-pay step of an order just placed. The step reads the order from its query cache,
 * so it shows it at once; the cache comes with that page, not with the form, so it is loaded here.
 */
export async function goToReview(order: PublicOrder, navigate: NavigateFunction) {
  await import('./api/remember-order')
    .then(({ rememberOrder }) => rememberOrder(order))
    // without it the review page asks the server for the order itself
    .catch(() => {})
  navigate(`/payment?orderId=${order.id}`)
}

/**
 * Places an order (the server prices, screens and stores it), keeps it for a confirmation page opened
 * later without its payment parameters, and goes on to its review step. `title`: what that page calls it.
 */
export async function placeForReview(request: OrderRequestInput, title: string, navigate: NavigateFunction) {
  const order = await createOrder(request)
  saveOrderData({ orderId: order.id, title, totalCents: order.totalCents, placedAt: order.createdAt })
  await goToReview(order, navigate)
}
