import { eq } from 'drizzle-orm'
import { orderTargets, scrollDeliveries } from '../../db/schema'
import { scrollRequestForOrder, scrollRequestForTarget } from '../scroll-request-for'
import type { StepWork } from './step-work'

/** Writes the text of every scroll of the order not written yet. */
export const composeStep: StepWork = async (services, order, deliveries) => {
  const pending = deliveries.filter((delivery) => delivery.scroll === null)
  const targets =
    order.kind === 'bundle' && pending.length > 0
      ? await services.db.select().from(orderTargets).where(eq(orderTargets.orderId, order.id))
      : []
  for (const delivery of pending) {
    const target = targets.find((t) => t.position === delivery.position)
    const request = target ? scrollRequestForTarget(order, target) : scrollRequestForOrder(order)
    const { scroll, writtenBy } = await services.scribe.write(request)
    const written = { scroll, writtenBy, composedAt: new Date() }
    await services.db.update(scrollDeliveries).set(written).where(eq(scrollDeliveries.id, delivery.id))
    Object.assign(delivery, written)
  }
  return { note: `${pending.length} scroll(s) written`, did: pending.length > 0 }
}
