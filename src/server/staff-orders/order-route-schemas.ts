/**
 * What the staff order routes take and answer: the queue's filters, a queued order, an order whole and a
 * scroll's text as schemas, and the rows turned into the JSON those schemas describe (moments as ISO).
 */
import { z } from '@hono/zod-openapi'
import { scrollTypes } from '@/domain/catalog-products'
import { isOneLine, isPlainText, oneLineMessage, plainTextMessage } from '@/domain/form-fields'
import { fulfilmentSteps, orderStatuses } from '@/domain/order-lifecycle'
import {
  type ComposedScroll,
  composedScrollSchema,
  scrollParagraphSchema,
} from '@/domain/scribe/scroll-request'
import {
  orderRowSchema,
  orderStatusEventRowSchema,
  orderTargetRowSchema,
  partnerPayoutRowSchema,
  partnerRowSchema,
  paymentRowSchema,
  scrollDeliveryRowSchema,
} from '../db/row-schemas'
import { productLabel } from '../staff-partners/product-label'
import type { OrderDetail } from './order-detail'
import type { QueueRow } from './order-queue'

// each message names its filter as the orders screen labels it
const moment = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` })
    .transform((value) => new Date(value))
    .optional()
    .openapi({ type: 'string', format: 'date-time' })

export const filtersQuery = z.object({
  status: z.enum(orderStatuses).optional(),
  product: z.enum([...scrollTypes, 'bundle']).optional(),
  partner: z.string().trim().min(1).max(100).optional(),
  from: moment('Placed from'),
  to: moment('Placed until'),
  overdue: z
    .enum(['true', 'false'], { error: 'Overdue only must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  dueSoon: z
    .enum(['true', 'false'], { error: 'Due in the next 6 hours must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  failedStep: z.enum(fulfilmentSteps).optional(),
  reported: z
    .enum(['true', 'false'], { error: 'Reported by recipients must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  search: z.string().trim().max(200).optional(),
})

export const queueRowSchema = orderRowSchema
  .pick({
    id: true,
    orderNumber: true,
    status: true,
    kind: true,
    scrollType: true,
    isTest: true,
    customerName: true,
    customerEmail: true,
    recipientName: true,
    recipientEmail: true,
    targetName: true,
    partnerRef: true,
    totalPriceCents: true,
    paymentStatus: true,
    failedStep: true,
    selfReferral: true,
    createdAt: true,
    paidAt: true,
    dueAt: true,
  })
  .extend({ product: z.string().openapi({ description: 'What was bought, as the shop names it' }) })
  .openapi('QueuedOrder')

export const orderDetailSchema = z
  .object({
    order: orderRowSchema.extend({ product: z.string() }),
    targets: z.array(orderTargetRowSchema),
    deliveries: z.array(scrollDeliveryRowSchema),
    history: z.array(
      orderStatusEventRowSchema
        .pick({ id: true, fromStatus: true, toStatus: true, actor: true, note: true, createdAt: true })
        .extend({ staffName: z.string().nullable() }),
    ),
    payment: paymentRowSchema.nullable(),
    partner: partnerRowSchema.pick({ id: true, name: true, slug: true, payoutPct: true }).nullable(),
    commissions: z.array(partnerPayoutRowSchema),
    reports: z.array(
      z
        .object({
          id: z.uuid(),
          deliveryId: z.uuid().nullable(),
          note: z.string(),
          createdAt: z.string().openapi({ format: 'date-time' }),
        })
        .openapi('ScrollReport', { description: 'A recipient’s report nobody has marked resolved yet' }),
    ),
  })
  .openapi('OrderDetail')

const filled = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is at most ${max} characters`)

// the scroll's fields are the PDF's lines: a one-line field holds no control character, a paragraph or
// the curse may break into verse, as the customer forms' rules have it
const line = (field: string, max: number) => filled(field, max).refine(isOneLine, oneLineMessage(field))
const block = (field: string, max: number) => filled(field, max).refine(isPlainText, plainTextMessage(field))

// a rule for every field of the domain's scroll but the engine's page count: a field added there fails here
const scrollTextRules = {
  title: line('The title', 200),
  salutation: line('The salutation', 300),
  paragraphs: z
    .array(scrollParagraphSchema.safeExtend({ text: block('A paragraph', 3000) }).strict(), {
      error: 'Write the scroll’s paragraphs',
    })
    .min(1, 'Write at least one paragraph')
    .max(40, 'A scroll has at most 40 paragraphs'),
  curse: block('The closing curse', 1000),
  signOff: line('The sign-off', 200),
  signature: line('The signature', 200),
  sealLine: line('The seal line', 200),
} satisfies Record<keyof Omit<ComposedScroll, 'pages'>, z.ZodType>

export const scrollSchema = composedScrollSchema
  .omit({ pages: true })
  .safeExtend(scrollTextRules)
  .strict()
  .openapi('ScrollText')

const iso = (at: Date | null) => at?.toISOString() ?? null

export const queueRowJson = (row: QueueRow) => ({
  ...row,
  product: productLabel(row),
  createdAt: row.createdAt.toISOString(),
  paidAt: iso(row.paidAt),
  dueAt: iso(row.dueAt),
})

export function detailJson(detail: OrderDetail) {
  const { order } = detail
  return {
    order: {
      ...order,
      product: productLabel(order),
      paidAt: iso(order.paidAt),
      dueAt: iso(order.dueAt),
      receiptSentAt: iso(order.receiptSentAt),
      refundedAt: iso(order.refundedAt),
      heldAt: iso(order.heldAt),
      approvedAt: iso(order.approvedAt),
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    },
    targets: detail.targets,
    deliveries: detail.deliveries.map((delivery) => ({
      ...delivery,
      composedAt: iso(delivery.composedAt),
      renderedAt: iso(delivery.renderedAt),
      narrationEmailedAt: iso(delivery.narrationEmailedAt),
      emailedAt: iso(delivery.emailedAt),
      createdAt: delivery.createdAt.toISOString(),
    })),
    history: detail.history.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    payment: detail.payment && {
      ...detail.payment,
      refundedAt: iso(detail.payment.refundedAt),
      createdAt: detail.payment.createdAt.toISOString(),
    },
    partner: detail.partner,
    commissions: detail.commissions.map((entry) => ({
      ...entry,
      createdAt: entry.createdAt.toISOString(),
      paidAt: iso(entry.paidAt),
      voidedAt: iso(entry.voidedAt),
    })),
    reports: detail.reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })),
  }
}

export const tags = ['Staff: orders']

export const orderParams = z.object({
  id: z.uuid('Not an order id').openapi({ param: { name: 'id', in: 'path' } }),
})
export const scrollParams = orderParams.extend({
  deliveryId: z.uuid('Not a scroll id').openapi({ param: { name: 'deliveryId', in: 'path' } }),
})
