import { OpenAPIHono, z } from '@hono/zod-openapi'
import { staffRoute } from '../auth/staff-access'
import { orderRowSchema, partnerPayoutRowSchema, userRowSchema } from '../db/row-schemas'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { shopDate } from '../shop-date'
import { payoutStates } from './commission-hold'
import {
  listPartnerPayouts,
  listPayoutsToMake,
  markPartnerPayoutsPaid,
  markPayoutPaid,
} from './partner-payouts'
import { partnerIdParams } from './partner-schemas'
import { payoutsCsv } from './payouts-csv'

const tags = ['Staff: partner payouts']

const payoutSchema = partnerPayoutRowSchema
  .pick({ id: true, partnerId: true, orderId: true, commissionCents: true, paidAt: true })
  .extend({
    orderNumber: orderRowSchema.shape.orderNumber,
    orderTotalCents: orderRowSchema.shape.totalPriceCents,
    state: z
      .enum(payoutStates)
      .openapi({ description: 'pending during the hold period, then due, then paid' }),
    recordedAt: partnerPayoutRowSchema.shape.createdAt.openapi({ description: 'When the order was paid' }),
    dueAt: z.string().openapi({ format: 'date-time', description: 'When the hold period ends' }),
    paidBy: userRowSchema
      .pick({ id: true, name: true })
      .nullable()
      .openapi({ description: 'The staff member who marked it paid' }),
  })
  .openapi('PartnerPayout')

// a moment a payout run is made as of: the export and the marking take the same one
const asOfField = z.iso
  .datetime({ offset: true, error: 'asOf must be an ISO date-time' })
  .transform((value) => new Date(value))
  .optional()
  .openapi({ type: 'string', format: 'date-time' })

const listPayoutsRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/partners/{id}/payouts',
  tags,
  summary: 'A partner’s commissions, newest first, a page at a time',
  request: {
    params: partnerIdParams,
    query: z.object({
      state: z.enum(payoutStates).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(50),
    }),
  },
  responses: {
    200: {
      description: 'The page and the number of all matching commissions',
      ...jsonContent(z.object({ payouts: z.array(payoutSchema), total: z.number().int() })),
    },
    ...errorResponses(400, 401, 403, 404),
  },
})

const markPayoutPaidRoute = staffRoute('admin', {
  method: 'post',
  path: '/staff/partner-payouts/{id}/mark-paid',
  tags,
  summary: 'Mark one due commission paid',
  description:
    'Records who and when. One already paid is left as it was (`marked: 0`); one still in its hold answers 409.',
  request: {
    params: z.object({ id: z.uuid('Not a commission id').openapi({ param: { name: 'id', in: 'path' } }) }),
  },
  responses: {
    200: {
      description: 'How many were marked (0 or 1) and the commission as it is now',
      ...jsonContent(z.object({ marked: z.number().int(), payout: payoutSchema })),
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
})

const markPartnerPaidRoute = staffRoute('admin', {
  method: 'post',
  path: '/staff/partners/{id}/payouts/mark-paid',
  tags,
  summary: 'Mark every due commission of a partner paid',
  description:
    'Marks the commissions that were due at `asOf` (default now; give the export’s moment to mark exactly ' +
    'what it listed). Paid ones are not touched again.',
  request: {
    params: partnerIdParams,
    body: { required: false, ...jsonContent(z.object({ asOf: asOfField }).strict()) },
  },
  responses: {
    200: {
      description: 'How many were marked, their sum in cents, and the moment they were due by',
      ...jsonContent(
        z
          .object({ marked: z.number().int(), cents: z.number().int(), through: z.string() })
          .openapi('PayoutRunResult'),
      ),
    },
    ...errorResponses(400, 401, 403, 404),
  },
})

const exportRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/partner-payouts/export',
  tags,
  summary: 'The payout run as a CSV file: one row per partner with commissions due',
  description:
    'Columns: Partner, Slug, Payment link, Amount (USD, 2 decimals), Orders. UTF-8 with a byte order mark; ' +
    "text cells that would run as spreadsheet formulas start with '. `X-Payouts-As-Of` names the moment.",
  request: { query: z.object({ asOf: asOfField }) },
  responses: {
    200: {
      description: 'partner-payouts-YYYY-MM-DD.csv, as a download',
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="partner-payouts-YYYY-MM-DD.csv" (the shop’s date)',
          schema: { type: 'string' },
        },
        'X-Payouts-As-Of': {
          description: 'The moment the commissions listed were due by; give it to mark-paid as asOf',
          schema: { type: 'string', format: 'date-time' },
        },
      },
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403),
  },
})

export function payoutRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listPayoutsRoute, async (c) => {
      const result = await listPartnerPayouts(services.db, c.req.valid('param').id, c.req.valid('query'))
      return c.json(result, 200)
    })
    .openapi(markPayoutPaidRoute, async (c) => {
      return c.json(await markPayoutPaid(services.db, c.var.staff.id, c.req.valid('param').id), 200)
    })
    .openapi(markPartnerPaidRoute, async (c) => {
      const { asOf } = c.req.valid('json') ?? {}
      const result = await markPartnerPayoutsPaid(services.db, c.var.staff.id, c.req.valid('param').id, asOf)
      return c.json(result, 200)
    })
    .openapi(exportRoute, async (c) => {
      const now = new Date()
      const requested = c.req.valid('query').asOf
      const asOf = requested && requested < now ? requested : now
      const csv = payoutsCsv(await listPayoutsToMake(services.db, asOf))
      const day = shopDate(asOf, services.config.SHOP_TZ)
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="partner-payouts-${day}.csv"`,
        'Cache-Control': 'no-store',
        'X-Payouts-As-Of': asOf.toISOString(),
      })
    })
}
