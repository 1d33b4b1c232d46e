import { orderReference } from '@/domain/order-reference'
import type { Order } from '../../db/schema'
import { narrateDelivery } from '../narration-delivery/narrate-delivery'
import type { ScrollPdfMeta } from '../scroll-pdf/render-scroll-pdf'
import { deliveryFileKey, type StepWork, workThrough } from './step-work'

/**
 * Seals every written scroll as a PDF (and narrates it when bought) and stores the files. A narration
 * that fails does not hold the scroll back: it is noted, and a job of its own sends it when a retry works.
 */
export const renderStep: StepWork = async (services, order, deliveries) => {
  const pending = deliveries.filter((delivery) => delivery.renderedAt === null)
  const narrationFailures: string[] = []
  await workThrough(services, pending, async (delivery) => {
    if (!delivery.scroll) throw new Error(`delivery ${delivery.id} has no scroll text yet`)
    const pdf = await services.renderer.render(delivery.scroll, scrollPdfMeta(order, delivery.scrollType))
    const pdfFileKey = deliveryFileKey(order, delivery, 'pdf')
    await services.storage.put('generated-scrolls', pdfFileKey, pdf, 'application/pdf')
    delivery.pdf = pdf
    if (!order.options.voiceNarration) return { pdfFileKey, renderedAt: new Date() }
    const narration = await narrateDelivery(services, order, delivery)
    if (narration.narrationFailure !== null) narrationFailures.push(narration.narrationFailure)
    return { pdfFileKey, narrationFileKey: null, ...narration, renderedAt: new Date() }
  })
  const sealed = `${pending.length} scroll(s) sealed and stored`
  const note =
    narrationFailures.length === 0
      ? sealed
      : `${sealed}; the herald's reading failed (${narrationFailures[0]}), so the scroll goes without it and the reading follows once a retry succeeds`
  return { note, did: pending.length > 0 }
}

/**
 * What a scroll's PDF shows besides its text: the order's reference and date, and the Eternal Scroll's page.
 * The sequential number only seeds the drawing. A bundle's scroll is named by its target's scroll type.
 */
export function scrollPdfMeta(order: Order, targetScrollType?: string | null): ScrollPdfMeta {
  return {
    reference: orderReference(order.id),
    orderNumber: order.orderNumber,
    date: order.paidAt ?? order.createdAt,
    scrollType: (targetScrollType ?? order.scrollType) as ScrollPdfMeta['scrollType'],
    hallOfFame:
      order.scrollType === 'eternal-scroll'
        ? { commissionedBy: order.anonymousDelivery ? null : order.customerName }
        : undefined,
  }
}
