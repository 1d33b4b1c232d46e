import { eq } from 'drizzle-orm'
import { orderReference } from '@/domain/order-reference'
import { type Order, orders } from '../db/schema'
import { configuredOrigin } from '../http/public-origin'
import { orderHeldForReviewEmail } from '../letters/order-held-for-review'
import { productName } from '../letters/product-name'
import { shopMessageId } from '../mail/message-id'
import type { ScreenFinding } from '../screening/screening'
import type { Services } from '../services'
import { moveOrder } from './move-order'
import { reviewNoticeMailJob } from './order-jobs'

/**
 * Why a written order must wait for a person, or undefined when it may go on: what the screen found at
 * checkout or in the written scroll, a second opinion that did not answer, or a shop that reads every
 * scroll. An order a person approved is not held again.
 */
export function reviewNeeded(order: Order, written: ScreenFinding[]): string | undefined {
  if (order.approvedAt) return undefined
  const reasons = [
    order.reviewReason,
    ...written.map((finding) => `the written ${finding.field}: ${finding.rule} (${finding.match})`),
  ].filter((reason) => reason)
  return reasons.length > 0 ? reasons.join('; ') : undefined
}

/**
 * Holds a paid order whose scroll is written, before it is sealed (product decision 27): nothing is sent
 * while it is held. The reason and the fields that caused it go on its history; the customer is told a
 * scribe is reading it.
 */
export async function holdOrder(services: Services, order: Order, reason: string, written: ScreenFinding[]) {
  await services.db.transaction(async (tx) => {
    const held = await moveOrder(tx, order.id, order.status, 'held', {
      actor: 'system',
      note: `held for a scribe to read: ${reason}`.slice(0, 1000),
      set: {
        heldAt: new Date(),
        reviewReason: reason.slice(0, 1000),
        reviewFindings: [...order.reviewFindings, ...written],
      },
    })
    if (!held) throw new Error(`order ${order.id} changed status while it was being held`)
    await services.jobs.send(reviewNoticeMailJob, { orderId: order.id }, { tx, singletonKey: order.id })
  })
}

/** The letter that tells the customer a scribe is reading the order, once per order. */
export async function sendReviewNotice(services: Services, { orderId }: { orderId: string }) {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) return
  const letter = orderHeldForReviewEmail({
    reference: orderReference(order.id),
    customerName: order.customerName,
    productName: productName(order),
    codeUrl: `${configuredOrigin(services.config)}/scribes-code`,
  })
  await services.mailer.send({
    ...letter,
    to: order.customerEmail,
    messageId: shopMessageId(`review-${orderId}`),
    orderId,
  })
}
