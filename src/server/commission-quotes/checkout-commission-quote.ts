import { eq } from 'drizzle-orm'
import type { CommissionOrderRequest } from '@/domain/commission-quote'
import type { DbTransaction } from '../db/database'
import { commissionQuotes, type Order } from '../db/schema'
import { watchEarlyBird } from '../discounts/early-bird'
import { HttpError } from '../http/errors'
import { recipientsOf } from '../orders/check-recipients'
import { lockOrder } from '../orders/move-order'
import { countCheckoutAttempts, openCheckouts } from '../orders/open-checkout'
import { placeOrders } from '../orders/place-orders'
import { type OrderReview, screenOrder } from '../orders/screen-order'
import { commissionTexts } from '../screening/order-texts'
import type { Services } from '../services'
import { findQuote, lockQuote, type QuoteWithRequest, quoteState } from './find-quote'
import { quotePageUrl } from './send-commission-quote'

// a commission is never priced with an early-bird place, so this watch never claims one
const earlyBird = watchEarlyBird()

/** The order a quote becomes: the request's words, the quote's price and delivery time. */
function commissionOrder({ quote, request }: QuoteWithRequest): CommissionOrderRequest {
  return {
    kind: 'commission',
    customerName: request.name,
    customerEmail: request.email,
    targetName: request.target,
    tale: request.tale,
    style: request.style,
    length: request.length,
    voiceNarration: request.voiceNarration,
    anonymousDelivery: request.anonymousDelivery,
    recipientEmail: request.recipientEmail,
    finalWishes: request.finalWishes,
    priceCents: quote.priceCents,
    deliveryDays: quote.deliveryDays,
  }
}

/** The quote's unpaid order, when an earlier checkout placed one that can still be paid. */
async function unpaidOrderOf(tx: DbTransaction, found: QuoteWithRequest): Promise<Order | undefined> {
  if (!found.quote.orderId) return undefined
  const order = await lockOrder(tx, found.quote.orderId)
  if (!order) return undefined
  if (order.status === 'pending_payment') return order
  // a cancelled order (its checkout lapsed) makes way for a new one; a paid one means the quote is paid
  if (order.paidAt !== null) throw alreadyPaid()
  return undefined
}

const alreadyPaid = () =>
  new HttpError(409, 'conflict', 'This commission is already paid. Nothing more is owed.')

async function placeQuotedOrder(
  services: Services,
  tx: DbTransaction,
  found: QuoteWithRequest,
  review: OrderReview | undefined,
): Promise<Order> {
  const request = commissionOrder(found)
  // its recipient is checked as any order's is: one who asked for no more scrolls is refused before payment
  const recipients = recipientsOf(services, request)
  const [outcome] = await placeOrders({ tx, earlyBird }, [request], [{ review, recipients }])
  if (!outcome?.ok) throw outcome?.error ?? new Error('the commission order was not placed')
  const { order } = outcome.value
  await tx.update(commissionQuotes).set({ orderId: order.id }).where(eq(commissionQuotes.id, found.quote.id))
  return order
}

/**
 * Opens a checkout for a quote, at the quote's price as stored: the first call places the quote's one
 * order through the shop's placing path, and a later call while that order is unpaid opens a new checkout
 * for the same order. The quote's row is locked throughout, so two calls at once never place two orders.
 * The customer comes back to the quote's page.
 */
export async function checkoutCommissionQuote(
  services: Services,
  token: string,
  origin: string,
): Promise<{ url: string }> {
  // the request's words never change once sent: screened before the quote's row is locked, so a slow
  // second opinion holds no lock
  const { request } = await findQuote(services.db, token)
  const review = await screenOrder(
    services,
    commissionTexts({
      name: request.name,
      target: request.target,
      tale: request.tale,
      finalWishes: request.finalWishes ?? undefined,
      deadline: request.deadline ?? undefined,
    }),
  )
  return services.db.transaction(async (tx) => {
    const found = await lockQuote(tx, token)
    const state = quoteState(found)
    if (state === 'paid') throw alreadyPaid()
    if (state === 'expired') {
      throw new HttpError(
        410,
        'gone',
        'This quote has expired and can no longer be paid. Reply to the quote’s email and the council can send thee a fresh one.',
      )
    }
    const order = (await unpaidOrderOf(tx, found)) ?? (await placeQuotedOrder(services, tx, found, review))
    const page = quotePageUrl(origin, token)
    const [outcome] = await openCheckouts(tx, services.payments, [
      {
        order,
        origin,
        attempt: (await countCheckoutAttempts(tx, order.id)) + 1,
        earlyBirdHoldEnds: null,
        returnTo: {
          successUrl: `${page}?session_id={CHECKOUT_SESSION_ID}&order_id=${order.id}`,
          cancelUrl: `${page}?cancelled=1`,
        },
      },
    ])
    if (!outcome?.ok) throw outcome?.error ?? new Error('no checkout was opened')
    return { url: outcome.value.url }
  })
}
