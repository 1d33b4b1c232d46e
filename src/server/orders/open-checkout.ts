import { count, eq } from 'drizzle-orm'
import { CHECKOUT_EXPIRY_MINUTES } from '@/domain/limits'
import type { Db, DbOrTransaction, DbTransaction } from '../db/database'
import { insertRows } from '../db/insert-rows'
import { type Order, paymentSessions } from '../db/schema'
import type { BatchOutcome } from '../db/write-batcher'
import { holdEarlyBirdPlaceAgain } from '../discounts/early-bird'
import { HttpError } from '../http/errors'
import type { CheckoutOrder, CheckoutSession, PaymentProvider } from './payment-provider'

export type Checkout = { url: string; orderId: string; sessionId: string }

/**
 * Where the customer lands after paying: the confirmation of the order's kind (the love scroll's is the
 * spec's result page, product decision 14), each showing the same confirmation. Leaving the checkout
 * unpaid returns every order to its review step, to pay again.
 */
function returnUrls(order: CheckoutOrder, origin: string) {
  const session = 'session_id={CHECKOUT_SESSION_ID}'
  const cancelUrl = `${origin}/payment?orderId=${order.id}&cancelled=1`
  if (order.kind === 'love') {
    return { successUrl: `${origin}/test-confirmation?orderId=${order.id}&${session}`, cancelUrl }
  }
  const page = order.kind === 'bundle' ? 'confirmation' : 'payment-success'
  return { successUrl: `${origin}/${page}?${session}&order_id=${order.id}`, cancelUrl }
}

/** Where the customer lands after paying, or after leaving the checkout unpaid. */
export type ReturnUrls = { successUrl: string; cancelUrl: string }

type OpenedCheckout = {
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
async function openCheckout(
  payments: PaymentProvider,
  { order, origin, attempt, earlyBirdHoldEnds, returnTo }: CheckoutToOpen,
): Promise<OpenedCheckout> {
  const urls = returnTo ?? returnUrls(order, origin)
  const holdEnds = earlyBirdHoldEnds ?? undefined
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
function sessionRow(
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

/**
 * A placed order to open a checkout for; `attempt` counts its checkouts, 1 for its first. `returnTo`, when
 * the order's own page is elsewhere (a commission returns to its quote), else the confirmation pages.
 */
export type CheckoutToOpen = {
  order: CheckoutOrder
  origin: string
  attempt: number
  earlyBirdHoldEnds: Date | null
  returnTo?: ReturnUrls
}

/**
 * Opens a checkout for each placed order at the total the server stored, and records the sessions in the
 * caller's transaction (the one that placed the orders, for new ones). Each order answers for itself: a
 * checkout the provider refused fails its order alone, which stays unpaid and can be paid later.
 */
export async function openCheckouts(
  tx: DbTransaction,
  payments: PaymentProvider,
  wanted: CheckoutToOpen[],
): Promise<Array<BatchOutcome<Checkout>>> {
  const opened = await Promise.allSettled(wanted.map((checkout) => openCheckout(payments, checkout)))
  // a batch's sessions in one JSON parameter: Drizzle's builder spends ~100 µs a row (decision 027)
  await insertRows(
    tx,
    paymentSessions,
    opened.flatMap((result) => (result.status === 'fulfilled' ? [sessionRow(payments, result.value)] : [])),
  )
  return opened.map((result) => {
    if (result.status === 'rejected') return { ok: false, error: result.reason }
    const { order, session } = result.value
    return { ok: true, value: { url: session.url, orderId: order.id, sessionId: session.id } }
  })
}

/**
 * Opens a new checkout for an unpaid order (the customer came back to pay), at the amount the server
 * computed; answers where to pay.
 */
export async function startCheckout(
  { db, payments }: { db: Db; payments: PaymentProvider },
  order: Order,
  origin: string,
): Promise<Checkout> {
  if (order.paymentStatus !== 'pending' || order.status !== 'pending_payment') {
    throw new HttpError(409, 'conflict', 'This order is not awaiting payment')
  }
  const earlyBirdHoldEnds = order.discountKind === 'early-bird' ? await holdPlaceAgain(db, order.id) : null
  const attempt = (await countCheckoutAttempts(db, order.id)) + 1
  const [outcome] = await db.transaction((tx) =>
    openCheckouts(tx, payments, [{ order, origin, attempt, earlyBirdHoldEnds }]),
  )
  if (!outcome?.ok) throw outcome?.error ?? new Error('no checkout was opened')
  return outcome.value
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

/** The checkouts an order has had, to number its next one. */
export async function countCheckoutAttempts(db: DbOrTransaction, orderId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(paymentSessions)
    .where(eq(paymentSessions.orderId, orderId))
  return row?.value ?? 0
}
