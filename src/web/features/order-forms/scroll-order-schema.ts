/**
 * The single-scroll form's parsing with the domain schema (the one the server parses with). It pulls in
 * classic zod, so the form imports this module on demand: when the visitor starts on the form.
 */
import { z } from 'zod'
import type { SingleScrollType } from '@/domain/catalog-products'
import { type SingleOrderRequest, singleOrderRequestSchema } from '@/domain/order-request'
import { type OrderTerms, type ScrollFormValues, toOrderRequest } from './scroll-order-request'

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
