import { OpenAPIHono, z } from '@hono/zod-openapi'
import {
  DEFAULT_QUOTE_VALID_DAYS,
  MAX_QUOTE_CENTS,
  MAX_QUOTE_DELIVERY_DAYS,
  MAX_QUOTE_MESSAGE_LENGTH,
  MAX_QUOTE_VALID_DAYS,
} from '@/domain/commission-quote-limits'
import { formatCents } from '@/domain/money'
import { publicRoute, staffRoute } from '../auth/staff-access'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import { publicOrigin } from '../http/public-origin'
import { requirePayments } from '../orders/payment-provider'
import type { Services } from '../services'
import { checkoutCommissionQuote } from './checkout-commission-quote'
import { createCommissionQuote } from './create-commission-quote'
import { listCommissionQuotes } from './list-commission-quotes'
import { readCommissionQuote } from './read-commission-quote'

const moment = z.string().openapi({ format: 'date-time' })

// each message names its field as the quote form labels it (`commission-quote-form.tsx`)
const wholeDays = (label: string, max: number) => {
  const message = `${label} must be a whole number from 1 to ${max}`
  return z.int({ error: message }).min(1, message).max(max, message)
}
const priceMessage = `Price must be from $0.01 to ${formatCents(MAX_QUOTE_CENTS)}`

const newQuoteSchema = z
  .object({
    priceCents: z
      .int({ error: priceMessage })
      .min(1, priceMessage)
      .max(MAX_QUOTE_CENTS, priceMessage)
      .openapi({ description: `The price in whole cents, at most ${formatCents(MAX_QUOTE_CENTS)}` }),
    deliveryDays: wholeDays('Delivery (days)', MAX_QUOTE_DELIVERY_DAYS).openapi({
      description: 'Days from the payment until the scroll is sent; sets the order’s due time',
    }),
    message: z
      .string({ error: 'Message to the customer must be text' })
      .trim()
      .min(1, 'Message to the customer is required: a word about the quote')
      .max(
        MAX_QUOTE_MESSAGE_LENGTH,
        `Message to the customer must be at most ${MAX_QUOTE_MESSAGE_LENGTH.toLocaleString('en-US')} characters`,
      ),
    validDays: wholeDays('Link works (days)', MAX_QUOTE_VALID_DAYS)
      .default(DEFAULT_QUOTE_VALID_DAYS)
      .openapi({ description: 'How many days the payment link works, to the end of the last' }),
  })
  .strict()

const staffQuoteSchema = z
  .object({
    id: z.uuid(),
    priceCents: z.int(),
    deliveryDays: z.int(),
    message: z.string(),
    expiresAt: moment,
    lastDay: z
      .string()
      .openapi({ description: 'The last day the customer was told the link works (YYYY-MM-DD)' }),
    createdAt: moment,
    createdBy: z.string().nullable().openapi({ description: 'The staff member’s name; null once removed' }),
    orderId: z.uuid().nullable().openapi({ description: 'The order its checkout placed, paid or not' }),
    orderNumber: z.int().nullable(),
    state: z.enum(['sent', 'expired', 'paid']),
  })
  .openapi('CommissionQuote')

const requestQuotesSchema = z
  .object({
    status: z.enum(['new', 'quoted', 'paid', 'declined']),
    orderId: z.uuid().nullable().openapi({ description: 'The paid order, once the request is paid' }),
    quotes: z.array(staffQuoteSchema),
  })
  .openapi('CommissionRequestQuotes')

const publicQuoteSchema = z
  .object({
    token: z.string(),
    target: z.string(),
    summary: z.string().openapi({ description: 'The style, length and extras asked for, in words' }),
    toRecipient: z.boolean().openapi({
      description:
        'The scroll is emailed to the recipient the request named (whose address is not shown), else to the customer',
    }),
    priceCents: z.int(),
    deliveryDays: z.int(),
    message: z.string().openapi({ description: 'The scribe’s words to the customer, plain text' }),
    expiresAt: moment,
    lastDay: z.string().openapi({ description: 'The last day the link works, to its end (YYYY-MM-DD)' }),
    state: z.enum(['open', 'expired', 'paid']),
  })
  .openapi('PublicCommissionQuote')

const requestParams = z.object({
  id: z.uuid('Not a commission request id').openapi({ param: { name: 'id', in: 'path' } }),
})
const tokenParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Not a quote link')
    .openapi({ param: { name: 'token', in: 'path' } }),
})

const staffTags = ['Staff: inbox']
const publicTags = ['Commissions']

const listQuotesRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/commission-requests/{id}/quotes',
  operationId: 'listCommissionQuotes',
  tags: staffTags,
  summary: 'A commission request’s quotes, newest first, each sent, expired or paid',
  request: { params: requestParams },
  responses: {
    200: { description: 'The request’s status and quotes', ...jsonContent(requestQuotesSchema) },
    ...errorResponses(400, 401, 403, 404),
  },
})

const createQuoteRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/commission-requests/{id}/quotes',
  operationId: 'createCommissionQuote',
  tags: staffTags,
  summary: 'Quote a commission request and email the customer a payment link',
  description:
    'The request becomes quoted at this price; the customer gets one letter with the price, the delivery ' +
    'time, the message and a link that works until the end of its last day. A newer quote replaces the ' +
    'earlier open ones. A paid request answers 409.',
  request: { params: requestParams, body: { required: true, ...jsonContent(newQuoteSchema) } },
  responses: {
    201: { description: 'Quoted; the request’s quotes as they now are', ...jsonContent(requestQuotesSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
})

const readQuoteRoute = publicRoute({
  method: 'get',
  path: '/commission-quotes/{token}',
  operationId: 'readCommissionQuote',
  tags: publicTags,
  summary: 'A quote, by the token of its payment link, with what its page shows',
  request: { params: tokenParams },
  responses: {
    200: { description: 'The quote', ...jsonContent(publicQuoteSchema) },
    ...errorResponses(400, 404),
  },
})

const checkoutQuoteRoute = publicRoute({
  method: 'post',
  path: '/commission-quotes/{token}/checkout',
  operationId: 'checkoutCommissionQuote',
  tags: publicTags,
  summary: 'Pay a quote: its order at the quote’s price, and a checkout for it',
  description:
    'The first call places the commission’s order; a later call while it is unpaid opens a new checkout ' +
    'for the same order. An expired quote answers 410, a paid one 409.',
  request: { params: tokenParams },
  responses: {
    201: { description: 'Checkout open', ...jsonContent(z.object({ url: z.url() })) },
    ...errorResponses(400, 404, 409, 410, 429, 503),
  },
})

// JSON has no dates: moments travel as ISO strings
function quotesJson(list: Awaited<ReturnType<typeof listCommissionQuotes>>) {
  return {
    ...list,
    quotes: list.quotes.map((quote) => ({
      ...quote,
      expiresAt: quote.expiresAt.toISOString(),
      createdAt: quote.createdAt.toISOString(),
    })),
  }
}

export function commissionQuoteRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listQuotesRoute, async (c) =>
      c.json(quotesJson(await listCommissionQuotes(services.db, c.req.valid('param').id)), 200),
    )
    .openapi(createQuoteRoute, async (c) => {
      const { id } = c.req.valid('param')
      const origin = publicOrigin(c, services.config)
      await createCommissionQuote(services, c.var.staff, id, c.req.valid('json'), origin)
      return c.json(quotesJson(await listCommissionQuotes(services.db, id)), 201)
    })
    .openapi(readQuoteRoute, async (c) =>
      c.json(await readCommissionQuote(services.db, c.req.valid('param').token), 200),
    )
    .openapi(checkoutQuoteRoute, async (c) => {
      requirePayments(services.payments)
      const origin = publicOrigin(c, services.config)
      return c.json(await checkoutCommissionQuote(services, c.req.valid('param').token, origin), 201)
    })
}
