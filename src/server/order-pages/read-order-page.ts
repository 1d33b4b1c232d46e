import { asc, eq } from 'drizzle-orm'
import { bundles } from '@/domain/catalog-bundles'
import { scrollProducts } from '@/domain/catalog-products'
import { scrollNumber } from '@/domain/order-lifecycle'
import { orderReference } from '@/domain/order-reference'
import type { DbOrTransaction } from '../db/database'
import { type Order, orders, scrollDeliveries } from '../db/schema'
import { toPublicOrder } from '../orders/public-order'

type Delivery = typeof scrollDeliveries.$inferSelect

/** Where one scroll of an order is, in the words the page picks for it. */
export const scrollStates = [
  'writing',
  'sealing',
  'sent',
  'sending-again',
  'under-review',
  'stalled',
  'not-sent',
] as const
export type ScrollState = (typeof scrollStates)[number]

/** What was bought, in the words of the catalog: "Cursed Scroll", "The Starter Arsenal". */
function productTitle(order: Order): string {
  if (order.bundleId && Object.hasOwn(bundles, order.bundleId)) {
    return bundles[order.bundleId as keyof typeof bundles].title
  }
  return scrollProducts[order.scrollType as keyof typeof scrollProducts]?.name ?? 'Scroll'
}

function stateOf(order: Order, delivery: Delivery): ScrollState {
  if (delivery.emailedAt !== null) return 'sent'
  switch (order.status) {
    case 'held':
      return 'under-review'
    case 'failed':
      return 'stalled'
    case 'paid':
    case 'drafted':
      return delivery.scroll === null ? 'writing' : 'sealing'
    case 'sent':
    case 'completed':
      // a scroll corrected after it went (staff's "Save and Send Again") is sealed and sent anew; one
      // never sent from an order that went out was withheld (its recipient asked for no more scrolls)
      return delivery.revision > 1 ? 'sending-again' : 'not-sent'
    default:
      return 'not-sent'
  }
}

/** A sent scroll's words as the recipient read them; the seal line and page count belong to the PDF. */
function sentWords(delivery: Delivery) {
  if (delivery.emailedAt === null || delivery.scroll === null) return null
  const { title, salutation, paragraphs, curse, signOff, signature } = delivery.scroll
  return { title, salutation, paragraphs, curse, signOff, signature }
}

/**
 * What the customer's private page of an order shows (product decision 30): its reference and product,
 * where each scroll is, and each sent scroll as it went, its latest revision. It names no address, no
 * price and no internal id, so a forwarded link gives away no more than the scrolls themselves.
 */
export async function readOrderPage(db: DbOrTransaction, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) return undefined
  const deliveries = await db
    .select()
    .from(scrollDeliveries)
    .where(eq(scrollDeliveries.orderId, orderId))
    .orderBy(asc(scrollDeliveries.position))
  const narrationBought = order.options.voiceNarration === true
  return {
    reference: orderReference(order.id),
    productName: productTitle(order),
    status: order.status,
    underReview: toPublicOrder(order).underReview,
    anonymousDelivery: order.anonymousDelivery,
    scrolls: deliveries.map((delivery) => {
      const words = sentWords(delivery)
      return {
        scrollNumber: scrollNumber(delivery.position),
        targetName: delivery.targetName,
        sentTo: delivery.recipientEmail === null ? ('customer' as const) : ('recipient' as const),
        state: stateOf(order, delivery),
        sentAt: delivery.emailedAt?.toISOString() ?? null,
        corrected: delivery.earlierCopy?.corrected === true,
        scroll: words,
        pdf: words !== null && delivery.pdfFileKey !== null,
        narration: !narrationBought
          ? ('none' as const)
          : words !== null && delivery.narrationFileKey !== null
            ? ('ready' as const)
            : ('follows' as const),
      }
    }),
  }
}

export type OrderPage = NonNullable<Awaited<ReturnType<typeof readOrderPage>>>

/** The delivery behind a scroll's number on the page, sent and with its files, or undefined. */
export async function findSentScroll(db: DbOrTransaction, orderId: string, number: number) {
  const deliveries = await db.select().from(scrollDeliveries).where(eq(scrollDeliveries.orderId, orderId))
  const delivery = deliveries.find((candidate) => scrollNumber(candidate.position) === number)
  return delivery?.emailedAt ? delivery : undefined
}
