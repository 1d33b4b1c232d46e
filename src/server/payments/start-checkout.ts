import { count, eq } from 'drizzle-orm'
import { CHECKOUT_EXPIRY_MINUTES } from '@/domain/limits'
import type { Db, DbOrTransaction } from '../db/database'
import { insertRows } from '../db/insert-rows'
import { orders, paymentSessions } from '../db/schema'
import { holdEarlyBirdPlaceAgain } from '../discounts/early-bird'
import { HttpError } from '../http/errors'
import type { Order } from '../orders/place-orders'
import type { Services } from '../services'
import type { CheckoutOrder, CheckoutSession, PaymentProvider } from './payment-provider'

export type Checkout = { url: string; orderId: string; sessionId: string }

/** Where the customer lands after paying: love test orders show their test page, the rest a confirmation. */
function returnUrls(order: CheckoutOrder, origin: string) {
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

export type OpenedCheckout = {
  order: CheckoutOrder
  session: CheckoutSession
  successUrl: string
  cancelUrl: string
  expiresAt: Date
}

/**
 * When a checkout stops taking payment. An early-bird order's expires with its hold, or as soon after as
 * the provider allows (Stripe's: a payment after the hold keeps the place only if it is still free).
 */
function checkoutExpiry(payments: PaymentProvider, holdEnds: Date | undefined): Date {
  if (!holdEnds) return new Date(Date.now() + CHECKOUT_EXPIRY_MINUTES * 60_000)
  return new Date(Math.max(holdEnds.getTime(), Date.now() + payments.shortestCheckoutMinutes * 60_000))
}

/**
 * Asks the provider for a checkout at the amount the server computed; nothing is stored yet. `holdEnds`:
 * the order is priced with an early-bird place held until then.
 */
export async function openCheckout(
  payments: PaymentProvider,
  order: CheckoutOrder,
  origin: string,
  attempt: number,
  holdEnds?: Date,
): Promise<OpenedCheckout> {
  const urls = returnUrls(order, origin)
  const expiresAt = checkoutExpiry(payments, holdEnds)
  // the idempotency key counts attempts, so a retried checkout is a new session and a replayed call is not
  const session = await payments.createCheckout({
    order,
    ...urls,
    expiresAt,
    origin,
    idempotencyKey: `checkout-${order.id}-${attempt}`,
  })
  return { order, session, ...urls, expiresAt }
}

/** The payment_sessions row of an opened checkout. */
export function sessionRow(
  payments: PaymentProvider,
  { order, session, successUrl, cancelUrl, expiresAt }: OpenedCheckout,
): typeof paymentSessions.$inferInsert {
  return {
    id: session.id,
    orderId: order.id,
    provider: payments.kind,
    amountCents: order.totalPriceCents,
    url: session.url,
    successUrl: successUrl.replace('{CHECKOUT_SESSION_ID}', session.id),
    cancelUrl,
    expiresAt,
  }
}

/** Opens a checkout for an unpaid order at the amount the server computed; answers where to pay. */
export async function startCheckout(
  services: Pick<Services, 'db' | 'payments'>,
  order: Order,
  origin: string,
  options: { firstAttempt?: boolean } = {},
): Promise<Checkout> {
  if (order.paymentStatus !== 'pending' || order.status !== 'pending_payment') {
    throw new HttpError(409, 'conflict', 'This order is not awaiting payment')
  }
  const { payments } = services
  const holdEnds =
    order.discountKind === 'early-bird' ? await holdPlaceAgain(services.db, order.id) : undefined
  const attempts = options.firstAttempt ? 0 : await countAttempts(services.db, order.id)
  const opened = await openCheckout(payments, order, origin, attempts + 1, holdEnds)
  const { session } = opened
  await services.db.transaction(async (tx) => {
    await insertRows(tx, paymentSessions, [sessionRow(payments, opened)])
    await tx
      .update(orders)
      .set({ paymentProvider: payments.kind, paymentSessionId: session.id, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
  })
  return { url: session.url, orderId: order.id, sessionId: session.id }
}

// the price was shown with an early-bird place, so a new checkout needs a place held again
async function holdPlaceAgain(db: Db, orderId: string): Promise<Date> {
  const heldUntil = await db.transaction((tx) => holdEarlyBirdPlaceAgain(tx, orderId))
  if (!heldUntil) {
    throw new HttpError(
      409,
      'conflict',
      'Every early-bird place was taken since this order was placed, so it can no longer be paid at its ' +
        'early-bird price. Please place the order again.',
    )
  }
  return heldUntil
}

async function countAttempts(db: DbOrTransaction, orderId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(paymentSessions)
    .where(eq(paymentSessions.orderId, orderId))
  return row?.value ?? 0
}
