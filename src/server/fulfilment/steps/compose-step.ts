import { and, eq, isNull } from 'drizzle-orm'
import { orderTargets, scrollDeliveries } from '../../db/schema'
import type { Order } from '../../orders/place-orders'
import type { Services } from '../../services'
import { scrollRequestForOrder, scrollRequestForTarget } from '../scroll-request-for'

/** Writes the text of every scroll of the order not written yet. */
export async function composeStep(services: Services, order: Order) {
  const pending = await services.db
    .select()
    .from(scrollDeliveries)
    .where(and(eq(scrollDeliveries.orderId, order.id), isNull(scrollDeliveries.scroll)))
  const targets =
    order.kind === 'bundle'
      ? await services.db.select().from(orderTargets).where(eq(orderTargets.orderId, order.id))
      : []
  for (const delivery of pending) {
    const target = targets.find((t) => t.position === delivery.position)
    const request = target ? scrollRequestForTarget(order, target) : scrollRequestForOrder(order)
    const { scroll, writtenBy } = await services.scribe.write(request)
    await services.db
      .update(scrollDeliveries)
      .set({ scroll, writtenBy, composedAt: new Date() })
      .where(eq(scrollDeliveries.id, delivery.id))
  }
  return `${pending.length} scroll(s) written`
}
