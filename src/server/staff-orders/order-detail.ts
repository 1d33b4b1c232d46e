import { and, asc, eq, isNull } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import {
  orderStatusEvents,
  orders,
  orderTargets,
  partnerPayouts,
  partners,
  payments,
  scrollDeliveries,
  scrollReports,
  users,
} from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * Everything staff read about one order: the order, its bundle targets, its scrolls, its history with who
 * moved it, its payment, its partner with the commission entries (none when it has no partner), and its
 * recipients' open reports.
 */
export async function getOrderDetail(db: DbOrTransaction, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id))
  if (!order) return null
  const [targets, deliveries, history, [payment], partner, commissions, reports] = await Promise.all([
    db.select().from(orderTargets).where(eq(orderTargets.orderId, id)).orderBy(asc(orderTargets.position)),
    db
      .select()
      .from(scrollDeliveries)
      .where(eq(scrollDeliveries.orderId, id))
      .orderBy(asc(scrollDeliveries.position)),
    db
      .select({
        id: orderStatusEvents.id,
        fromStatus: orderStatusEvents.fromStatus,
        toStatus: orderStatusEvents.toStatus,
        actor: orderStatusEvents.actor,
        staffName: users.name,
        note: orderStatusEvents.note,
        createdAt: orderStatusEvents.createdAt,
      })
      .from(orderStatusEvents)
      .leftJoin(users, eq(users.id, orderStatusEvents.actorUserId))
      .where(eq(orderStatusEvents.orderId, id))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, id)),
    order.partnerRef === null
      ? Promise.resolve(null)
      : db
          .select({
            id: partners.id,
            name: partners.name,
            slug: partners.slug,
            payoutPct: partners.payoutPct,
          })
          .from(partners)
          .where(eq(partners.slug, order.partnerRef))
          .then(([row]) => row ?? null),
    db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.orderId, id))
      .orderBy(asc(partnerPayouts.createdAt)),
    // what its recipients reported and nobody has resolved yet
    db
      .select({
        id: scrollReports.id,
        deliveryId: scrollReports.deliveryId,
        note: scrollReports.note,
        createdAt: scrollReports.createdAt,
      })
      .from(scrollReports)
      .where(and(eq(scrollReports.orderId, id), isNull(scrollReports.resolvedAt)))
      .orderBy(asc(scrollReports.createdAt)),
  ])
  return { order, targets, deliveries, history, payment: payment ?? null, partner, commissions, reports }
}

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderDetail>>>

/** The order whole, or a 404 that says there is no such order. */
export async function findOrderDetail(db: DbOrTransaction, id: string) {
  const detail = await getOrderDetail(db, id)
  if (!detail) throw new HttpError(404, 'not_found', 'Order not found')
  return detail
}
