import { bundles } from '@/domain/catalog-bundles'
import { type CommissionLength, commissionLengths, loveIntensities } from '@/domain/catalog-options'
import { singleScrolls } from '@/domain/catalog-products'
import { CURRENCY } from '@/domain/money'
import type { Quote } from '@/domain/pricing'
import { commissionPages } from '@/domain/scroll-lengths'
import type { orders, orderTargets } from '../db/schema'
import type { OrderTerms, OrderToPlace } from './resolve-discount'

type NewOrder = typeof orders.$inferInsert
type NewTarget = Omit<typeof orderTargets.$inferInsert, 'orderId'>

// a commission request names a style but no intensity: its scroll opens where the Cursed Scroll's does
const COMMISSION_INTENSITY = singleScrolls['scroll-of-fury'].intensity.default

const feeOf = (quote: Quote, code: string) => quote.lines.find((line) => line.code === code)?.cents ?? 0

/** The order row for a request, priced by the server's quote; nothing here comes from a client's price. */
export function orderValues(
  id: string,
  request: OrderToPlace,
  quote: Quote,
  terms: OrderTerms,
): NewOrder & { id: string } {
  const money = {
    basePriceCents: quote.baseCents,
    upsellsFeeCents: quote.upsellsCents,
    discountKind: quote.discount?.kind ?? null,
    discountCode: quote.discount?.code ?? null,
    discountPercent: quote.discount?.percent ?? null,
    discountCents: quote.discount?.cents ?? 0,
    totalPriceCents: quote.totalCents,
    currency: CURRENCY,
    quoteLines: quote.lines,
    priceList: terms.priceList,
    partnerRef: terms.partnerRef,
  }
  switch (request.kind) {
    case 'single':
      return {
        id,
        kind: 'single',
        scrollType: request.scrollType,
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        recipientName: request.recipientName,
        recipientEmail: request.recipientEmail,
        targetName: request.targetName,
        grievance: request.grievance,
        intensity: request.intensity,
        style: request.style,
        tone: request.tone,
        specificRequests: request.specificRequests,
        generationalContext: request.generationalContext,
        options: {
          allCaps: request.allCaps,
          cursedFonts: request.cursedFonts,
          fontTantrums: request.fontTantrums,
          multiPage: request.multiPage,
          ancestralWisdom: request.ancestralWisdom,
          voiceNarration: request.voiceNarration,
        },
        anonymousDelivery: request.anonymousDelivery,
        deliverySpeed: request.delivery,
        immediateDeliveryFeeCents: feeOf(quote, 'delivery:immediate'),
        priorityDelivery: request.delivery === 'priority',
        priorityDeliveryFeeCents: feeOf(quote, 'delivery:priority'),
        extraRapidDelivery: request.delivery === 'extra-rapid',
        extraRapidDeliveryFeeCents: feeOf(quote, 'delivery:extra-rapid'),
        ...money,
      }
    case 'love':
      return {
        id,
        kind: 'love',
        scrollType: 'love-me-scroll',
        isTest: true,
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        recipientEmail: request.recipientEmail,
        targetName: request.targetName,
        grievance: request.situation,
        intensity: loveIntensities[request.loveIntensity].level,
        tone: request.loveIntensity,
        style: request.style,
        anonymousDelivery: request.anonymousDelivery,
        ...money,
      }
    case 'bundle': {
      const bundle = bundles[request.bundleId]
      const named = request.targets.filter((target) => target.name !== '')
      return {
        id,
        kind: 'bundle',
        scrollType: bundle.scrollType === 'mixed' ? 'bundle' : bundle.scrollType,
        bundleId: bundle.id,
        customerName: request.yourName,
        customerEmail: request.yourEmail,
        targetName: named.map((target) => target.name).join(', '),
        grievance: request.bundleReason ?? '',
        bundleReason: request.bundleReason,
        additionalDetails: request.additionalDetails,
        anonymousDelivery: request.anonymousDelivery,
        ...money,
      }
    }
    case 'commission':
      // a request that names no recipient address has its scroll come to the customer to pass on
      return {
        id,
        kind: 'commission',
        scrollType: 'epic-scroll-commission',
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        recipientEmail: request.recipientEmail,
        targetName: request.targetName,
        grievance: request.tale,
        intensity: COMMISSION_INTENSITY,
        style: request.style,
        specificRequests: request.finalWishes,
        options: {
          voiceNarration: request.voiceNarration,
          multiPage: request.length !== null && request.length !== '2-pages',
        },
        scrollPages: isCommissionLength(request.length) ? commissionPages[request.length] : null,
        anonymousDelivery: request.anonymousDelivery,
        ...money,
      }
  }
}

export function targetValues(request: OrderToPlace): NewTarget[] {
  if (request.kind !== 'bundle') return []
  return request.targets
    .filter((target) => target.name !== '')
    .map((target, index) => ({
      position: index + 1,
      name: target.name,
      email: target.email,
      scrollType: target.scrollType,
      reason: target.reason,
      tone: target.tone,
      writingStyle: target.writingStyle,
      intensity: target.intensity,
      specialInstructions: target.specialInstructions,
    }))
}

const isCommissionLength = (length: string | null | undefined): length is CommissionLength =>
  typeof length === 'string' && Object.hasOwn(commissionLengths, length)
