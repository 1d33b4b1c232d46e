import { mayMove, scrollNumber } from '@/domain/order-lifecycle'
import type { Order } from '../../db/schema'
import { failOrder } from '../../orders/fail-order'
import { holdOrder } from '../../orders/hold-order'
import { refundOrder } from '../../orders/refund-order'
import { optedOut } from '../../recipients/do-not-send'
import { recipientHash } from '../../recipients/recipient-hash'
import type { Services } from '../../services'
import type { Delivery, StepResult } from './step-work'

/** The deliveries whose recipient has asked for no more scrolls since the order was placed. */
export async function optedOutDeliveries(services: Services, pending: Delivery[]): Promise<Set<string>> {
  const addressed = pending.flatMap((delivery) =>
    delivery.recipientEmail
      ? [{ id: delivery.id, hash: recipientHash(services.recipientKeys, delivery.recipientEmail) }]
      : [],
  )
  if (addressed.length === 0) return new Set()
  const refused = await optedOut(
    services.db,
    addressed.map((item) => item.hash),
  )
  return new Set(addressed.filter((item) => refused.has(item.hash)).map((item) => item.id))
}

const optedOutReason = (delivery: Delivery) =>
  `scroll ${scrollNumber(delivery.position)}: its recipient has asked to receive no more scrolls`

/**
 * What becomes of a paid order whose recipient said "no more" before their scroll went (product decision
 * 28). Nothing goes to them, ever. An order with one scroll is refunded in full and its customer told,
 * naming no one; a bundle is put before staff, who refund it or let its other scrolls go. A scroll sent
 * again after its order went out, or a bundle staff let go, goes on without that recipient: undefined.
 */
export async function stopForOptOut(
  services: Services,
  order: Order,
  refused: Delivery[],
): Promise<StepResult | undefined> {
  const firstSending = order.status === 'paid' || order.status === 'drafted'
  const reasons = refused.map(optedOutReason)
  const letGo =
    order.approvedAt !== null &&
    order.heldAt !== null &&
    order.approvedAt >= order.heldAt &&
    reasons.every((reason) => order.reviewReason?.includes(reason))
  if (!firstSending || letGo) return undefined
  const reason = reasons.join('; ')
  if (order.kind !== 'bundle') {
    await refundOrder(services, order.id, 'system', { recipientOptedOut: true })
  } else if (mayMove(order.status, 'held')) {
    await holdOrder(services, order, reason, [])
  } else {
    // the lifecycle holds an order only before it is sealed: staff find it failed, with the reason
    await failOrder(services, order.id, 'email', `${reason}; nothing was sent, for staff to decide`)
  }
  return { note: reason, did: false, halt: true }
}
