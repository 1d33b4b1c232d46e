import { count } from 'drizzle-orm'
import { orderStatuses, paymentStatuses } from '@/domain/order-lifecycle'
import type { Db } from '../db/database'
import { orders, sentEmails } from '../db/schema'
import { sentEmailStatuses } from '../db/schema/mail'

/** The business figures a scrape reports, read now: a count per status, every status present (zero too). */
export async function readShopGauges(db: Db) {
  // orders by status is read off orders_status_created_at_idx alone; payment status has no index, so it is
  // one pass over the table (figures in decision 034)
  const byOrderStatus = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .groupBy(orders.status)
  const byPaymentStatus = await db
    .select({ status: orders.paymentStatus, count: count() })
    .from(orders)
    .groupBy(orders.paymentStatus)
  const byEmailStatus = await db
    .select({ status: sentEmails.status, count: count() })
    .from(sentEmails)
    .groupBy(sentEmails.status)
  return {
    orders: everyStatus(orderStatuses, byOrderStatus),
    payments: everyStatus(paymentStatuses, byPaymentStatus),
    emails: everyStatus(sentEmailStatuses, byEmailStatus),
  }
}

function everyStatus<S extends string>(statuses: readonly S[], rows: Array<{ status: S; count: number }>) {
  const counts = new Map(rows.map((row) => [row.status, row.count]))
  return statuses.map((status) => ({ status, count: counts.get(status) ?? 0 }))
}
