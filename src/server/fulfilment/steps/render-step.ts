import { and, eq, isNull } from 'drizzle-orm'
import { scrollDeliveries } from '../../db/schema'
import type { Order } from '../../orders/place-orders'
import type { Services } from '../../services'
import { narrateScroll } from '../narration/narrate-scroll'
import { renderScrollPdf } from '../scroll-pdf/render-scroll-pdf'
import { scrollAsPlainText } from '../scroll-plain-text'

/** Seals every written scroll as a PDF (and narrates it when bought) and stores the files. */
export async function renderStep(services: Services, order: Order) {
  const pending = await services.db
    .select()
    .from(scrollDeliveries)
    .where(and(eq(scrollDeliveries.orderId, order.id), isNull(scrollDeliveries.renderedAt)))
  for (const delivery of pending) {
    if (!delivery.scroll) throw new Error(`delivery ${delivery.id} has no scroll text yet`)
    const pdf = await renderScrollPdf(delivery.scroll, {
      orderNumber: order.orderNumber,
      date: order.paidAt ?? order.createdAt,
      scrollType: order.scrollType as Parameters<typeof renderScrollPdf>[1]['scrollType'],
      premiumReceipt:
        order.scrollType === 'eternal-scroll' && !order.anonymousDelivery
          ? { lines: order.quoteLines, totalCents: order.totalPriceCents, customerName: order.customerName }
          : undefined,
    })
    const base = `orders/${order.orderNumber}/${delivery.position}-r${delivery.revision}`
    const pdfFileKey = `${base}.pdf`
    await services.storage.put('generated-scrolls', pdfFileKey, pdf, 'application/pdf')
    let narrationFileKey: string | null = null
    if (order.options.voiceNarration) {
      const narration = await narrateScroll(scrollAsPlainText(delivery.scroll))
      narrationFileKey = `${base}.${narration.fileExtension}`
      await services.storage.put('voice-narrations', narrationFileKey, narration.audio, narration.contentType)
    }
    await services.db
      .update(scrollDeliveries)
      .set({ pdfFileKey, narrationFileKey, renderedAt: new Date() })
      .where(eq(scrollDeliveries.id, delivery.id))
  }
  return `${pending.length} scroll(s) sealed and stored`
}
