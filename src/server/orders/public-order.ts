import type { z } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { orderReference } from '@/domain/order-reference'
import type { DbOrTransaction } from '../db/database'
import type { Order } from '../db/schema'
import { orders } from '../db/schema'
import type { publicOrderSchema } from './order-schemas'

/** What the confirmation pages show of an order, as the API sends it. */
export type PublicOrder = z.infer<typeof publicOrderSchema>

export function toPublicOrder(order: Order): PublicOrder {
  return {
    id: order.id,
    reference: orderReference(order.id),
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
    // held now, or waiting to be held once its scroll is written (reviewReason set at checkout)
    underReview:
      order.status === 'held' ||
      (order.reviewReason !== null && order.approvedAt === null && order.paymentStatus !== 'refunded'),
  }
}

export async function findOrder(db: DbOrTransaction, id: string): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id))
  return order
}
