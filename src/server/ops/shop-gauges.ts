import { count, eq } from 'drizzle-orm'
import {
  type OrderStatus,
  orderStatuses,
  type PaymentStatus,
  paymentStatuses,
} from '@/domain/order-lifecycle'
import type { Db } from '../db/database'
import { orders, sentEmails } from '../db/schema'

// An order's payment status follows from its status, but for a cancelled order: never paid (its checkout
// lapsed), or paid too late and refunded. Reading payment_status itself is a pass over every order (no
// index has it: 1.5 s at a million orders), so the counts are derived and only cancelled orders are read.
const paymentOf: Record<Exclude<OrderStatus, 'cancelled'>, PaymentStatus> = {
  pending_payment: 'pending',
  paid: 'paid',
  drafted: 'paid',
  sent: 'paid',
  completed: 'paid',
  held: 'paid',
  failed: 'paid',
  refunded: 'refunded',
}

/**
 * The business figures a scrape reports, read now, every status present (zero too). Orders by status come
 * off orders_status_created_at_idx alone; failed emails off sent_emails_status_idx (decision 034).
 */
export async function readShopGauges(db: Db) {
  const byStatus = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .groupBy(orders.status)
  const cancelledByPayment = await db
    .select({ status: orders.paymentStatus, count: count() })
    .from(orders)
    .where(eq(orders.status, 'cancelled'))
    .groupBy(orders.paymentStatus)
  const [failedEmails] = await db
    .select({ count: count() })
    .from(sentEmails)
    .where(eq(sentEmails.status, 'failed'))

  const orderCounts = new Map(byStatus.map((row) => [row.status, row.count]))
  const paymentCounts = new Map(cancelledByPayment.map((row) => [row.status, row.count]))
  for (const [status, payment] of Object.entries(paymentOf) as Array<[OrderStatus, PaymentStatus]>) {
    paymentCounts.set(payment, (paymentCounts.get(payment) ?? 0) + (orderCounts.get(status) ?? 0))
  }
  return {
    orders: orderStatuses.map((status) => ({ status, count: orderCounts.get(status) ?? 0 })),
    payments: paymentStatuses.map((status) => ({ status, count: paymentCounts.get(status) ?? 0 })),
    failedEmails: failedEmails?.count ?? 0,
  }
}
