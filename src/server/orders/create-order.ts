import { randomUUID } from 'node:crypto'
import type { OrderRequest } from '@/domain/order-request'
import { quoteOrder } from '@/domain/pricing'
import { orderStatusEvents, orders, orderTargets } from '../db/schema'
import type { Services } from '../services'
import { orderValues, targetValues } from './order-values'
import { resolveOrderTerms } from './resolve-discount'

export type Order = typeof orders.$inferSelect

/**
 * Prices the request on the server and stores the order, its targets and its first status event in one
 * transaction: an order is never half-created, and an early-bird place is claimed only with its order.
 */
export async function createOrder(services: Services, request: OrderRequest): Promise<Order> {
  const id = randomUUID()
  return services.db.transaction(async (tx) => {
    const terms = await resolveOrderTerms(tx, request, id)
    const quote = quoteOrder(request, { priceList: terms.priceList, discount: terms.discount })
    const [order] = await tx
      .insert(orders)
      .values(orderValues(id, request, quote, terms))
      .returning()
    if (!order) throw new Error('order was not stored')
    const targets = targetValues(request)
    if (targets.length > 0) await tx.insert(orderTargets).values(targets.map((t) => ({ ...t, orderId: id })))
    await tx
      .insert(orderStatusEvents)
      .values({ orderId: id, toStatus: 'pending_payment', note: 'order placed' })
    return order
  })
}
