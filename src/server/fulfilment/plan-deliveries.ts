import { asc, eq, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { insertRowsStatement, readRows } from '../db/insert-rows'
import { orderTargets, scrollDeliveries } from '../db/schema'
import { shopMessageId } from '../mail/message-id'
import type { Order } from '../orders/place-orders'

/** The Message-ID of a scroll's email: the same for every retry of the same delivery and revision. */
export function scrollMessageId(deliveryId: string, revision: number): string {
  return shopMessageId(`scroll-${deliveryId}-r${revision}`)
}

export function receiptMessageId(orderId: string): string {
  return shopMessageId(`receipt-${orderId}`)
}

/**
 * One delivery per scroll to write: the order itself, or each named target of a bundle. Idempotent: the
 * deliveries an earlier attempt planned stay as they are. Answers all of the order's deliveries, in order.
 */
export async function planDeliveries(tx: DbOrTransaction, order: Order) {
  const targets =
    order.kind === 'bundle'
      ? await tx
          .select()
          .from(orderTargets)
          .where(eq(orderTargets.orderId, order.id))
          .orderBy(asc(orderTargets.position))
      : []
  const rows =
    targets.length > 0
      ? targets.map((target) => ({
          position: target.position,
          targetName: target.name,
          recipientEmail: target.email,
        }))
      : [{ position: 0, targetName: order.targetName, recipientEmail: order.recipientEmail }]
  const planned = insertRowsStatement(
    scrollDeliveries,
    rows.map((row) => {
      const id = crypto.randomUUID()
      return { id, orderId: order.id, ...row, messageId: scrollMessageId(id, 1) }
    }),
  )
  // one round trip: the rows planned now, and (they do not see each other) those planned before
  const result = await tx.execute(sql`
    with planned as (
      ${planned} on conflict (${sql.identifier(scrollDeliveries.orderId.name)}, ${sql.identifier(scrollDeliveries.position.name)}) do nothing
      returning *
    )
    select * from planned
    union all
    select * from ${scrollDeliveries} where ${scrollDeliveries.orderId} = ${order.id}
    order by ${sql.identifier(scrollDeliveries.position.name)}`)
  return readRows(scrollDeliveries, result)
}
