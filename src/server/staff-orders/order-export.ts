import { and, desc, lt } from 'drizzle-orm'
import { formatCents } from '@/domain/money'
import type { DbOrTransaction } from '../db/database'
import { orders } from '../db/schema'
import { csvByteOrderMark, csvRow } from '../http/csv'
import { productLabel } from '../staff-partners/product-label'
import { type OrderFilters, orderConditions, type QueueRow, queueColumns } from './order-queue'

const header = [
  'Order',
  'Placed',
  'Status',
  'Product',
  'Customer',
  'Customer email',
  'Recipient',
  'Recipient email',
  'Target',
  'Partner',
  'Total (USD)',
  'Paid',
  'Due',
  'Failed step',
  'Self-referral',
]

const BATCH = 1000

const moment = (at: Date | null) => at?.toISOString() ?? ''

function orderCells(order: QueueRow) {
  return csvRow([
    { number: String(order.orderNumber) },
    { text: moment(order.createdAt) },
    { text: order.status },
    { text: productLabel(order) },
    { text: order.customerName },
    { text: order.customerEmail },
    { text: order.recipientName ?? '' },
    { text: order.recipientEmail ?? '' },
    { text: order.targetName },
    { text: order.partnerRef ?? '' },
    { number: formatCents(order.totalPriceCents).replace('$', '') },
    { text: moment(order.paidAt) },
    { text: moment(order.dueAt) },
    { text: order.failedStep ?? '' },
    { text: order.selfReferral ? 'yes' : '' },
  ])
}

/**
 * The filtered queue as CSV, newest first, read a thousand orders at a time below the last order number
 * sent (numbers follow the order orders were placed in), so a million orders stream in constant memory.
 */
export async function* ordersCsv(db: DbOrTransaction, filters: OrderFilters, now = new Date()) {
  yield csvByteOrderMark + csvRow(header.map((text) => ({ text })))
  const where = orderConditions(filters, now)
  let before: number | undefined
  for (;;) {
    const page = await db
      .select(queueColumns)
      .from(orders)
      .where(and(where, before === undefined ? undefined : lt(orders.orderNumber, before)))
      .orderBy(desc(orders.orderNumber))
      .limit(BATCH)
    if (page.length === 0) return
    yield page.map(orderCells).join('')
    before = (page[page.length - 1] as QueueRow).orderNumber
    if (page.length < BATCH) return
  }
}
