import { inArray, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/database'
import { orders, outboxMessages } from '@/server/db/schema'
import { receiptMessageId } from '@/server/mail/message-id'

/** Waits until every order is completed; fails naming the ones that are not. */
export async function waitForCompleted(db: Db, orderIds: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const rows =
      orderIds.length === 0
        ? []
        : await db
            .select({ id: orders.id, status: orders.status })
            .from(orders)
            .where(inArray(orders.id, orderIds))
    const pending = orderIds.filter((id) => rows.find((row) => row.id === id)?.status !== 'completed')
    if (pending.length === 0) return
    if (Date.now() > deadline) {
      const jobs = await fulfilmentJobs(db, pending)
      const statuses = pending.map(
        (id) =>
          `${id}: ${rows.find((row) => row.id === id)?.status ?? 'missing'}; jobs ${JSON.stringify(jobs.filter((job) => job.orderId === id))}`,
      )
      throw new Error(`${pending.length} order(s) not completed in time:\n${statuses.join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * What the dev outbox holds for each order: the distinct Message-IDs that went to its recipient (its
 * scroll) and to its customer as its receipt. Mailed once means one of each; a raw send repeated under the
 * same Message-ID (`sendCount` > 1) is the copy mail servers drop, counted apart.
 */
export async function mailPerOrder(db: Db, placed: Array<{ orderId: string; recipient: string }>) {
  const outbox = await db
    .select({
      messageId: outboxMessages.messageId,
      to: outboxMessages.to,
      sendCount: outboxMessages.sendCount,
    })
    .from(outboxMessages)
  const perOrder = placed.map(({ orderId, recipient }) => ({
    orderId,
    recipient,
    scrolls: outbox.filter((message) => message.to === recipient).length,
    receipts: outbox.filter((message) => message.messageId === receiptMessageId(orderId)).length,
  }))
  const rawDuplicates = outbox.reduce((sum, message) => sum + message.sendCount - 1, 0)
  return { perOrder, rawDuplicates }
}

/** The fulfilment jobs pg-boss holds for some orders, to say why one is stuck. */
async function fulfilmentJobs(db: Db, orderIds: string[]) {
  const result = await db.execute(sql`
    select data->>'orderId' as "orderId", name, state, retry_count as "retryCount", output,
      start_after as "startAfter", started_on as "startedOn"
    from pgboss.job
    where name in ('fulfil-order', 'fulfilment-step') and data->>'orderId' in ${orderIds}`)
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows
}
