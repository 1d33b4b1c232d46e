import { and, eq } from 'drizzle-orm'
import { paymentSessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { markOrderPaid } from '../orders/mark-order-paid'
import { paymentsUnavailable } from '../orders/payment-provider'
import { findOrder, toPublicOrder } from '../orders/public-order'
import type { Services } from '../services'

async function openLocalSession(services: Services, sessionId: string) {
  const [session] = await services.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId))
  if (session?.provider !== 'local') throw new HttpError(404, 'not_found', 'No such test checkout')
  return session
}

/**
 * What the test checkout page shows: the order as priced by the server and the amount to pay, and whether
 * the checkout lasts only as long as the order's early-bird hold.
 */
export async function getLocalCheckout(services: Services, sessionId: string) {
  const session = await openLocalSession(services, sessionId)
  const order = await findOrder(services.db, session.orderId)
  if (!order) throw new HttpError(404, 'not_found', 'No such test checkout')
  const expired = session.status === 'open' && session.expiresAt.getTime() < Date.now()
  return {
    session: {
      id: session.id,
      status: expired ? ('expired' as const) : session.status,
      amountCents: session.amountCents,
      expiresAt: session.expiresAt.toISOString(),
      cancelUrl: session.cancelUrl,
      earlyBirdHold: order.discountKind === 'early-bird',
    },
    order: toPublicOrder(order),
  }
}

/** The test checkout's "Pay": completes the session like a card payment would, then returns to the shop. */
export async function payLocalCheckout(services: Services, sessionId: string) {
  // a session left open from before Stripe was set up, or the test checkout turned off, pays nothing
  if (services.payments.kind !== 'local' || services.payments.disabled) {
    throw paymentsUnavailable('The test checkout is closed: this shop takes no payment through it.')
  }
  const session = await openLocalSession(services, sessionId)
  if (session.status === 'paid') return { redirectUrl: session.successUrl }
  if (session.status !== 'open' || session.expiresAt.getTime() < Date.now()) {
    throw new HttpError(409, 'conflict', 'This checkout has expired or was cancelled')
  }
  await markOrderPaid(services, {
    orderId: session.orderId,
    provider: 'local',
    sessionId: session.id,
    amountCents: session.amountCents,
  })
  return { redirectUrl: session.successUrl }
}

/** The test checkout's "Cancel": the session closes and the order stays unpaid for another try. */
export async function cancelLocalCheckout(services: Services, sessionId: string) {
  const session = await openLocalSession(services, sessionId)
  if (session.status === 'paid') throw new HttpError(409, 'conflict', 'This checkout is already paid')
  await services.db
    .update(paymentSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'open')))
  return { redirectUrl: session.cancelUrl }
}
