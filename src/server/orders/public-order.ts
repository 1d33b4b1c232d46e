import { eq } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { orders } from '../db/schema'
import type { Order } from './place-orders'

/** What the confirmation pages show: no addresses of the recipient, no internal notes. */
export type PublicOrder = {
  id: string
  orderNumber: number
  kind: Order['kind']
  scrollType: string
  isTest: boolean
  customerName: string
  targetName: string
  bundleId: string | null
  /** the customer asked to stay unnamed towards the recipient */
  anonymousDelivery: boolean
  status: Order['status']
  paymentStatus: Order['paymentStatus']
  lines: Order['quoteLines']
  totalCents: number
  currency: string
  createdAt: string
  paidAt: string | null
}

export function toPublicOrder(order: Order): PublicOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    kind: order.kind,
    scrollType: order.scrollType,
    isTest: order.isTest,
    customerName: order.customerName,
    targetName: order.targetName,
    bundleId: order.bundleId,
    anonymousDelivery: order.anonymousDelivery,
    status: order.status,
    paymentStatus: order.paymentStatus,
    lines: order.quoteLines,
    totalCents: order.totalPriceCents,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  }
}

export async function findOrder(db: DbOrTransaction, id: string): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id))
  return order
}
