import { desc, eq } from 'drizzle-orm'
import { quoteLastDay } from '@/domain/commission-quote'
import type { DbOrTransaction } from '../db/database'
import { commissionQuotes, commissionRequests, orders, users } from '../db/schema'
import { HttpError } from '../http/errors'

/** A quote as staff see it: sent and waiting, lapsed (or replaced by a newer one), or paid. */
export type StaffQuoteState = 'sent' | 'expired' | 'paid'

/** A request's quotes, newest first, with who wrote each and whether its order was paid. */
export async function listCommissionQuotes(db: DbOrTransaction, requestId: string, now = new Date()) {
  const [request] = await db
    .select({ status: commissionRequests.status, orderId: commissionRequests.orderId })
    .from(commissionRequests)
    .where(eq(commissionRequests.id, requestId))
  if (!request) throw new HttpError(404, 'not_found', 'There is no such commission request.')
  const rows = await db
    .select({
      id: commissionQuotes.id,
      priceCents: commissionQuotes.priceCents,
      deliveryDays: commissionQuotes.deliveryDays,
      message: commissionQuotes.message,
      expiresAt: commissionQuotes.expiresAt,
      createdAt: commissionQuotes.createdAt,
      createdBy: users.name,
      orderId: commissionQuotes.orderId,
      orderNumber: orders.orderNumber,
      paidAt: orders.paidAt,
    })
    .from(commissionQuotes)
    .leftJoin(users, eq(users.id, commissionQuotes.createdBy))
    .leftJoin(orders, eq(orders.id, commissionQuotes.orderId))
    .where(eq(commissionQuotes.requestId, requestId))
    .orderBy(desc(commissionQuotes.createdAt), desc(commissionQuotes.id))
  const stateOf = (paidAt: Date | null, expiresAt: Date): StaffQuoteState => {
    if (paidAt !== null) return 'paid'
    return expiresAt.getTime() <= now.getTime() ? 'expired' : 'sent'
  }
  // an unpaid order beside a quote is a checkout the customer opened and left
  const quotes = rows.map(({ paidAt, ...quote }) => ({
    ...quote,
    lastDay: quoteLastDay(quote.expiresAt).toISOString().slice(0, 10),
    state: stateOf(paidAt, quote.expiresAt),
  }))
  return { status: request.status, orderId: request.orderId, quotes }
}
