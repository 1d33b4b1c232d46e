import { eq } from 'drizzle-orm'
import { scrollDeliveries, scrollReports } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Services } from '../services'
import { lockOrder, noteOrder } from './move-order'

/**
 * A recipient reports the scroll they were sent (product decision 27): the report, with their note, puts
 * the order in front of staff (its page and the dashboard) until someone marks it resolved, and a line
 * on the order's history says so. Nothing about the order is told to the recipient.
 */
export async function reportScroll(services: Services, deliveryId: string, note: string | undefined) {
  await services.db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({ orderId: scrollDeliveries.orderId })
      .from(scrollDeliveries)
      .where(eq(scrollDeliveries.id, deliveryId))
    const order = delivery && (await lockOrder(tx, delivery.orderId))
    if (!order) throw new HttpError(404, 'not_found', 'This link does not lead to a scroll.')
    await tx.insert(scrollReports).values({ orderId: order.id, deliveryId, note: note ?? '' })
    await noteOrder(tx, order, {
      actor: 'system',
      note: `reported by its recipient: ${note ?? '(no note)'}`.slice(0, 1000),
    })
  })
}
