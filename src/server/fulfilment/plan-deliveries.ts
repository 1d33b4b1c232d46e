import { asc, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { type Order, orderTargets, scrollDeliveries } from '../db/schema'
import { scrollMessageId } from '../mail/message-id'

/**
 * One delivery per scroll to write: the order itself, or each named target of a bundle. Idempotent: the
 * deliveries an earlier attempt planned stay as they are. Answers all of the order's deliveries, in order,
 * a bundle's each with its target's scroll type, by which its PDF and its letter name it.
 */
export async function planDeliveries(db: DbOrTransaction, order: Order) {
  const targets =
    order.kind === 'bundle'
      ? await db
          .select()
          .from(orderTargets)
          .where(eq(orderTargets.orderId, order.id))
          .orderBy(asc(orderTargets.position))
      : []
  const scrolls =
    targets.length > 0
      ? targets.map((target) => ({
          position: target.position,
          targetName: target.name,
          recipientEmail: target.email,
        }))
      : [{ position: 0, targetName: order.targetName, recipientEmail: order.recipientEmail }]
  const planned = await db
    .insert(scrollDeliveries)
    .values(
      scrolls.map((scroll) => {
        const id = crypto.randomUUID()
        return { id, orderId: order.id, ...scroll, messageId: scrollMessageId(id, 1) }
      }),
    )
    .onConflictDoNothing({ target: [scrollDeliveries.orderId, scrollDeliveries.position] })
    .returning()
  // planned now, on the first run; a later run finds them planned before
  const deliveries =
    planned.length === scrolls.length
      ? planned.sort((a, b) => a.position - b.position)
      : await db
          .select()
          .from(scrollDeliveries)
          .where(eq(scrollDeliveries.orderId, order.id))
          .orderBy(asc(scrollDeliveries.position))
  const typeAt = new Map(targets.map((target) => [target.position, target.scrollType]))
  return deliveries.map((delivery) => ({ ...delivery, scrollType: typeAt.get(delivery.position) ?? null }))
}
