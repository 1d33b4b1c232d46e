import { narrateScroll } from '../narration/narrate-scroll'
import type { ScrollPdfMeta } from '../scroll-pdf/render-scroll-pdf'
import { scrollAsPlainText } from '../scroll-plain-text'
import { type StepWork, workThrough } from './step-work'

/** Seals every written scroll as a PDF (and narrates it when bought) and stores the files. */
export const renderStep: StepWork = async (services, order, deliveries) => {
  const pending = deliveries.filter((delivery) => delivery.renderedAt === null)
  const deliveryChanges = await workThrough(services, pending, async (delivery) => {
    if (!delivery.scroll) throw new Error(`delivery ${delivery.id} has no scroll text yet`)
    const pdf = await services.renderer.render(delivery.scroll, {
      orderNumber: order.orderNumber,
      date: order.paidAt ?? order.createdAt,
      scrollType: order.scrollType as ScrollPdfMeta['scrollType'],
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
    delivery.pdf = pdf
    return { pdfFileKey, narrationFileKey, renderedAt: new Date() }
  })
  return { note: `${pending.length} scroll(s) sealed and stored`, did: pending.length > 0, deliveryChanges }
}
