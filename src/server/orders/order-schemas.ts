import { z } from '@hono/zod-openapi'

export const quoteLineSchema = z.object({ code: z.string(), label: z.string(), cents: z.int() })

export const publicOrderSchema = z
  .object({
    id: z.uuid(),
    orderNumber: z.int(),
    kind: z.enum(['single', 'love', 'bundle', 'commission']),
    scrollType: z.string(),
    isTest: z.boolean(),
    anonymousDelivery: z.boolean(),
    customerName: z.string(),
    targetName: z.string(),
    bundleId: z.string().nullable(),
    status: z.enum(['pending_payment', 'paid', 'drafted', 'sent', 'completed', 'failed', 'cancelled']),
    paymentStatus: z.enum(['pending', 'paid', 'failed', 'refunded']),
    lines: z.array(quoteLineSchema),
    totalCents: z.int(),
    currency: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .openapi('PublicOrder')

export const orderIdParamSchema = z.object({
  id: z.uuid('Order id must be a UUID').openapi({ param: { name: 'id', in: 'path' } }),
})
