/**
 * The bridge between a single-scroll form and the domain: what the form holds, how it becomes an order
 * request and its live quote. Parsing with the domain schema is in `scroll-order-schema.ts`, loaded on
 * demand, so the form's first load carries no zod.
 */
import { type DeliverySpeed, type SingleScrollType, singleScrolls } from '@/domain/catalog-products'
import type { OrderRequestInput, SingleOrderRequest } from '@/domain/order-request'
import { type DiscountGrant, type PriceList, type Quote, quoteOrder } from '@/domain/pricing'

/** Every control of the form as the browser holds it; a select left blank is ''. */
export type ScrollFormValues = {
  customerName: string
  customerEmail: string
  recipientEmail: string
  targetName: string
  grievance: string
  style: string
  tone: string
  intensity: number
  delivery: DeliverySpeed
  allCaps: boolean
  cursedFonts: boolean
  fontTantrums: boolean
  voiceNarration: boolean
  multiPage: boolean
  ancestralWisdom: boolean
  anonymousDelivery: boolean
}

/** What an order adds to the form: the price list of the page it came from, the referrer and the code. */
export type OrderTerms = { priceList: PriceList; partnerRef?: string; discountCode?: string }

type SingleRequestInput = Extract<OrderRequestInput, { kind: 'single' }>

export function blankScrollForm(scrollType: SingleScrollType): ScrollFormValues {
  const { intensity, formattingDefault } = singleScrolls[scrollType]
  return {
    customerName: '',
    customerEmail: '',
    recipientEmail: '',
    targetName: '',
    grievance: '',
    style: '',
    tone: '',
    intensity: intensity.default,
    delivery: 'standard',
    allCaps: formattingDefault,
    cursedFonts: formattingDefault,
    fontTantrums: formattingDefault,
    voiceNarration: false,
    multiPage: false,
    ancestralWisdom: false,
    anonymousDelivery: false,
  }
}

export function toOrderRequest(
  scrollType: SingleScrollType,
  values: ScrollFormValues,
  terms: OrderTerms,
): SingleRequestInput {
  // style and delivery are plain strings here; the domain schema decides whether they fit the product
  return {
    kind: 'single',
    scrollType,
    ...values,
    tone: values.tone || undefined,
    ...terms,
  } as SingleRequestInput
}

/**
 * The live total, from the same `quoteOrder` the server charges with. The price depends only on the
 * product, the price list, the delivery and the extras, so it is taken from those alone and text not
 * typed yet never hides it; a delivery the product does not offer has no price.
 */
export function liveQuote(
  scrollType: SingleScrollType,
  values: ScrollFormValues,
  terms: OrderTerms,
  discount: DiscountGrant | null,
): Quote | null {
  const deliveries: readonly DeliverySpeed[] = singleScrolls[scrollType].deliveries
  if (!deliveries.includes(values.delivery)) return null
  // quoteOrder reads only the priced fields, which the form holds with their parsed types
  const priced = toOrderRequest(scrollType, values, terms) as SingleOrderRequest
  return quoteOrder(priced, { priceList: terms.priceList, discount })
}
