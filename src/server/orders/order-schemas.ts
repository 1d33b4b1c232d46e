import { z } from '@hono/zod-openapi'
import { orderRowSchema } from '../db/row-schemas'

/** What the confirmation pages show of an order: no addresses of the recipient, no internal notes. */
export const publicOrderSchema = orderRowSchema
  .pick({
    id: true,
    kind: true,
    scrollType: true,
    isTest: true,
    customerName: true,
    targetName: true,
    bundleId: true,
    status: true,
    paymentStatus: true,
    currency: true,
    createdAt: true,
    paidAt: true,
  })
  .extend({
    reference: z.string().openapi({
      description: 'The number the customer is shown (from the id; the sequential order number is staff’s)',
      example: '6F1C1F9E',
    }),
    anonymousDelivery: orderRowSchema.shape.anonymousDelivery.openapi({
      description: 'The customer asked to stay unnamed towards the recipient',
    }),
    lines: orderRowSchema.shape.quoteLines,
    totalCents: orderRowSchema.shape.totalPriceCents,
    underReview: z.boolean().openapi({
      description: 'A scribe reads this order before it is sealed; delivery time counts from approval',
    }),
  })
  .openapi('PublicOrder')

export const orderIdParamSchema = z.object({
  id: z.uuid('Order id must be a UUID').openapi({ param: { name: 'id', in: 'path' } }),
})
