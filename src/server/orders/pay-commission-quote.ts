import { and, eq, ne } from 'drizzle-orm'
import { quotedDueAt } from '@/domain/commission-quote'
import type { DbTransaction } from '../db/database'
import { commissionQuotes, commissionRequests } from '../db/schema'

/**
 * A commission order's payment, in the payment's transaction: its request becomes `paid` with its order,
 * and the order is due the days its quote gave. Answers that due time, or null when no quote placed the
 * order.
 */
export async function payCommissionQuote(
  tx: DbTransaction,
  orderId: string,
  paidAt: Date,
): Promise<Date | null> {
  const [quote] = await tx
    .select({
      id: commissionQuotes.id,
      requestId: commissionQuotes.requestId,
      deliveryDays: commissionQuotes.deliveryDays,
    })
    .from(commissionQuotes)
    .where(eq(commissionQuotes.orderId, orderId))
    .for('update')
  if (!quote) return null
  // a request paid once stays with its first order; a second quote's payment is there for staff to refund
  await tx
    .update(commissionRequests)
    .set({ status: 'paid', orderId })
    .where(and(eq(commissionRequests.id, quote.requestId), ne(commissionRequests.status, 'paid')))
  return quotedDueAt(quote.deliveryDays, paidAt)
}
