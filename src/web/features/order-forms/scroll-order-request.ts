/**
 * The bridge between a single-scroll form and the domain: what the form holds, how it becomes an order
 * request (parsed by the domain schema, the same one the server parses) and its live quote.
 */
import { z } from 'zod'
import { type DeliverySpeed, type SingleScrollType, singleScrolls } from '@/domain/catalog-products'
import {
  type OrderRequestInput,
  type SingleOrderRequest,
  singleOrderRequestSchema,
} from '@/domain/order-request'
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

export function parseOrderRequest(
  scrollType: SingleScrollType,
  values: ScrollFormValues,
  terms: OrderTerms,
): SingleOrderRequest {
  return singleOrderRequestSchema.parse(toOrderRequest(scrollType, values, terms))
}

/**
 * The form's resolver schema: the domain's own rules, with the issues put on the form's fields, plus the
 * spec's rule that these forms require the recipient's email (the API leaves it optional).
 */
export function scrollFormSchema(scrollType: SingleScrollType) {
  return z.custom<ScrollFormValues>().superRefine((values, ctx) => {
    const parsed = singleOrderRequestSchema.safeParse(
      toOrderRequest(scrollType, values, { priceList: 'list' }),
    )
    for (const issue of parsed.error?.issues ?? []) {
      // a blank select asks for a choice instead of listing every allowed id
      const message = issue.path[0] === 'style' && !values.style ? 'Please choose a style' : issue.message
      ctx.addIssue({ code: 'custom', path: issue.path, message })
    }
    if (!values.recipientEmail.trim()) {
      ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: 'Recipient email is required' })
    }
  })
}

/**
 * The live total, from the same `quoteOrder` the server charges with. The price depends only on the
 * product, the price list, the delivery and the extras, so text not typed yet is filled in and never
 * hides the total.
 */
export function liveQuote(
  scrollType: SingleScrollType,
  values: ScrollFormValues,
  terms: OrderTerms,
  discount: DiscountGrant | null,
): Quote | null {
  const product = singleScrolls[scrollType]
  const priced = singleOrderRequestSchema.safeParse(
    toOrderRequest(
      scrollType,
      {
        ...values,
        customerName: 'quote',
        customerEmail: 'quote@example.com',
        recipientEmail: '',
        targetName: 'quote',
        grievance: 'quote',
        style: Object.keys(product.styles)[0] ?? '',
        tone: '',
        intensity: product.intensity.default,
      },
      { priceList: terms.priceList },
    ),
  )
  return priced.success ? quoteOrder(priced.data, { priceList: terms.priceList, discount }) : null
}
