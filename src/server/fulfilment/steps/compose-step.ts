import { eq } from 'drizzle-orm'
import { orderTargets } from '../../db/schema'
import { scrollRequestForOrder, scrollRequestForTarget } from '../scroll-request-for'
import { type StepWork, workThrough } from './step-work'

/** Writes the text of every scroll of the order not written yet. */
export const composeStep: StepWork = async (services, order, deliveries) => {
  const pending = deliveries.filter((delivery) => delivery.scroll === null)
  const targets =
    order.kind === 'bundle' && pending.length > 0
      ? await services.db.select().from(orderTargets).where(eq(orderTargets.orderId, order.id))
      : []
  await workThrough(services, pending, async (delivery) => {
    const target = targets.find((t) => t.position === delivery.position)
    const request = target ? scrollRequestForTarget(order, target) : scrollRequestForOrder(order)
    const { scroll, writtenBy } = await services.scribe.write(request)
    return { scroll, writtenBy, composedAt: new Date() }
  })
  return { note: `${pending.length} scroll(s) written`, did: pending.length > 0 }
}
