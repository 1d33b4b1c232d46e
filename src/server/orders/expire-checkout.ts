import { desc, eq } from 'drizzle-orm'
import { paymentSessions } from '../db/schema'
import type { Services } from '../services'
import { lockOrder, moveOrder } from './move-order'

/** An expired checkout: the order is cancelled unless paid meanwhile or retried with a newer checkout. */
export async function expireCheckout(services: Services, sessionId: string, orderId: string) {
  await services.db.transaction(async (tx) => {
    await tx.update(paymentSessions).set({ status: 'expired' }).where(eq(paymentSessions.id, sessionId))
    const order = await lockOrder(tx, orderId)
    if (order?.status !== 'pending_payment') return
    // a customer who came back to pay has a newer checkout: the order waits for that one
    const [latest] = await tx
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, orderId))
      .orderBy(desc(paymentSessions.createdAt))
      .limit(1)
    if (latest?.id !== sessionId) return
    await moveOrder(tx, orderId, 'pending_payment', 'cancelled', {
      actor: 'system',
      note: `checkout ${sessionId} expired`,
    })
  })
}
