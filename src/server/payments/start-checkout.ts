import { count, eq } from 'drizzle-orm'
import { CHECKOUT_EXPIRY_MINUTES } from '@/domain/limits'
import { orders, paymentSessions } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Order } from '../orders/create-order'
import type { Services } from '../services'

/** Where the customer lands after paying: love test orders show their test page, the rest a confirmation. */
function returnUrls(order: Order, origin: string) {
  const session = 'session_id={CHECKOUT_SESSION_ID}'
  if (order.isTest) {
    return {
      successUrl: `${origin}/test-confirmation?orderId=${order.id}&${session}`,
      cancelUrl: `${origin}/payment?orderId=${order.id}&cancelled=1`,
    }
  }
  const page = order.kind === 'bundle' ? 'confirmation' : 'payment-success'
  return {
    successUrl: `${origin}/${page}?${session}&order_id=${order.id}`,
    cancelUrl: `${origin}/${page}?order_id=${order.id}&cancelled=1`,
  }
}

/** Opens a checkout for an unpaid order at the amount the server computed; answers where to pay. */
export async function startCheckout(
  services: Services,
  order: Order,
  origin: string,
  options: { firstAttempt?: boolean } = {},
) {
  if (order.paymentStatus !== 'pending' || order.status !== 'pending_payment') {
    throw new HttpError(409, 'conflict', 'This order is not awaiting payment')
  }
  // the idempotency key counts attempts, so a retried checkout is a new session and a replayed call is not
  const attempts = options.firstAttempt ? 0 : await countAttempts(services, order.id)
  const urls = returnUrls(order, origin)
  const expiresAt = new Date(Date.now() + CHECKOUT_EXPIRY_MINUTES * 60_000)
  const session = await services.payments.createCheckout({
    order,
    ...urls,
    expiresAt,
    origin,
    idempotencyKey: `checkout-${order.id}-${attempts + 1}`,
  })
  await services.db.transaction(async (tx) => {
    await tx.insert(paymentSessions).values({
      id: session.id,
      orderId: order.id,
      provider: services.payments.kind,
      amountCents: order.totalPriceCents,
      url: session.url,
      successUrl: urls.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id),
      cancelUrl: urls.cancelUrl,
      expiresAt,
    })
    await tx
      .update(orders)
      .set({ paymentProvider: services.payments.kind, paymentSessionId: session.id, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
  })
  return { url: session.url, orderId: order.id, sessionId: session.id }
}

async function countAttempts(services: Services, orderId: string) {
  const [row] = await services.db
    .select({ value: count() })
    .from(paymentSessions)
    .where(eq(paymentSessions.orderId, orderId))
  return row?.value ?? 0
}
