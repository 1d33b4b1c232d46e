import { OpenAPIHono, z } from '@hono/zod-openapi'
import { staffRoute } from '../auth/staff-access'
import { partnerRowSchema, userRowSchema } from '../db/row-schemas'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { exportPayoutRun } from './payout-run-export'
import { createPayoutRun, listPayoutRuns, markPayoutRunPaid, requireRun } from './payout-runs'
import { payoutFileFormats } from './payouts-csv'

const tags = ['Staff: partner payouts']
const moment = z.string().openapi({ format: 'date-time' })
const staffMember = userRowSchema.pick({ id: true, name: true }).nullable()

const runSchema = z
  .object({
    id: z.uuid(),
    asOf: moment.openapi({ description: 'The entries due at this moment are the run’s' }),
    minimumCents: z.number().int(),
    partnerCount: z.number().int(),
    totalCents: z.number().int(),
    createdAt: moment,
    createdBy: staffMember,
    paidAt: moment.nullable(),
    paidBy: staffMember,
  })
  .openapi('PayoutRun')

const runLineSchema = partnerRowSchema
  .pick({ name: true, slug: true, email: true })
  .extend({
    partnerId: z.uuid(),
    cents: z.number().int().openapi({ description: 'What the partner is paid: commissions less clawbacks' }),
    commissions: z.number().int(),
    clawbacks: z.number().int(),
  })
  .openapi('PayoutRunLine')

const runWithLinesSchema = runSchema
  .extend({ partners: z.array(runLineSchema) })
  .openapi('PayoutRunWithLines')

const runIdParams = z.object({
  id: z.uuid('Not a payout run id').openapi({ param: { name: 'id', in: 'path' } }),
})

const createRunRoute = staffRoute('admin', {
  method: 'post',
  path: '/staff/payout-runs',
  operationId: 'createPayoutRun',
  tags,
  summary: 'Create a payout run of every due balance of at least a minimum',
  description:
    'One transaction: each partner whose due entries (commissions past their hold, less clawbacks) add up ' +
    'to a positive balance of at least `minimumCents` has exactly those entries attached to the run. ' +
    'Smaller or negative balances wait for a later run. 409 when no partner qualifies.',
  request: {
    body: {
      required: true,
      ...jsonContent(
        z
          .object({
            // named as the payouts screen labels it, which asks for dollars
            minimumCents: z
              .number({ error: 'Minimum payout must be a number' })
              .int('Minimum payout must be in whole cents')
              .min(0, 'Minimum payout may not be negative')
              .max(100_000_000, 'Minimum payout must be at most $1,000,000.00'),
          })
          .strict(),
      ),
    },
  },
  responses: {
    201: { description: 'The run with its partners and amounts', ...jsonContent(runWithLinesSchema) },
    ...errorResponses(400, 401, 403, 409),
  },
})

const listRunsRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/payout-runs',
  operationId: 'listPayoutRuns',
  tags,
  summary: 'The payout runs, newest first',
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(25),
    }),
  },
  responses: {
    200: {
      description: 'One page and the number of all runs',
      ...jsonContent(
        z.object({
          runs: z.array(runSchema),
          total: z.number().int(),
          page: z.number().int(),
          pageSize: z.number().int(),
        }),
      ),
    },
    ...errorResponses(400, 401, 403),
  },
})

const getRunRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/payout-runs/{id}',
  operationId: 'getPayoutRun',
  tags,
  summary: 'A payout run with its partners and amounts',
  request: { params: runIdParams },
  responses: {
    200: { description: 'The run', ...jsonContent(runWithLinesSchema) },
    ...errorResponses(400, 401, 403, 404),
  },
})

const exportRunRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/payout-runs/{id}/export',
  operationId: 'exportPayoutRun',
  tags,
  summary: 'A payout run as a PayPal Payouts or Wise batch file',
  description:
    '`paypal`: PayPal Payouts Web’s file, no header: recipient email, amount, currency, customer ID, note, ' +
    'recipient wallet (PAYPAL). `wise`: Wise’s pay-by-email batch template: name, recipientEmail, ' +
    'paymentReference, receiverType, amountCurrency, amount, sourceCurrency, targetCurrency. Amounts in ' +
    'dollars with two decimals. 409 naming the partners without an email until each has one. Recorded.',
  request: { params: runIdParams, query: z.object({ format: z.enum(payoutFileFormats) }) },
  responses: {
    200: {
      description: 'payout-run-YYYY-MM-DD-<run>-<format>.csv, as a download',
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="payout-run-YYYY-MM-DD-<run>-<format>.csv"',
          schema: { type: 'string' },
        },
      },
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
})

const markRunPaidRoute = staffRoute('admin', {
  method: 'post',
  path: '/staff/payout-runs/{id}/mark-paid',
  operationId: 'markPayoutRunPaid',
  tags,
  summary: 'Mark a payout run paid, once',
  description:
    'Every entry of the run is marked paid with when and by whom, and the partners’ paid totals grow. A ' +
    'second call changes nothing (`marked: false`). Recorded.',
  request: { params: runIdParams },
  responses: {
    200: {
      description: 'Whether this call marked it, how many entries it marked, and the run as it is now',
      ...jsonContent(z.object({ marked: z.boolean(), entries: z.number().int(), run: runWithLinesSchema })),
    },
    ...errorResponses(400, 401, 403, 404),
  },
})

/** Payout runs: reading and exporting for staff, creating and marking paid for admins (decision 028). */
export function payoutRunRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(createRunRoute, async (c) => {
      const { minimumCents } = c.req.valid('json')
      const holdDays = services.config.COMMISSION_HOLD_DAYS
      return c.json(await createPayoutRun(services.db, c.var.staff, minimumCents, holdDays), 201)
    })
    .openapi(listRunsRoute, async (c) => c.json(await listPayoutRuns(services.db, c.req.valid('query')), 200))
    .openapi(getRunRoute, async (c) => c.json(await requireRun(services.db, c.req.valid('param').id), 200))
    .openapi(exportRunRoute, async (c) => {
      const { id } = c.req.valid('param')
      const { format } = c.req.valid('query')
      const file = await exportPayoutRun(services.db, c.var.staff, id, format, services.config.SHOP_TZ)
      return c.body(file.csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'no-store',
      })
    })
    .openapi(markRunPaidRoute, async (c) => {
      return c.json(await markPayoutRunPaid(services.db, c.var.staff, c.req.valid('param').id), 200)
    })
}
