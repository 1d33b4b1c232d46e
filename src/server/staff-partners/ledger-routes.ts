import { OpenAPIHono, z } from '@hono/zod-openapi'
import { ledgerStates } from '@/domain/partner-ledger'
import { staffRoute } from '../auth/staff-access'
import { orderRowSchema, partnerPayoutRowSchema, partnerRowSchema, userRowSchema } from '../db/row-schemas'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { getPartnerLedger, releaseCommission } from './partner-ledger'
import { partnerIdParams } from './partner-schemas'

const tags = ['Staff: partner payouts']
const moment = z.string().openapi({ format: 'date-time' })

const balanceSchema = z
  .object({ count: z.number().int(), cents: z.number().int() })
  .openapi('LedgerBalance', { description: 'How many entries, and their sum in cents' })

export const ledgerEntrySchema = partnerPayoutRowSchema
  .pick({
    id: true,
    partnerId: true,
    kind: true,
    heldReason: true,
    orderId: true,
    paidAt: true,
    voidedAt: true,
  })
  .extend({
    state: z.enum(ledgerStates).openapi({
      description:
        'pending during the hold, held until staff release it, due (a clawback at once), paid in a run, or voided by a refund',
    }),
    cents: partnerPayoutRowSchema.shape.commissionCents.openapi({ description: 'Negative for a clawback' }),
    orderNumber: orderRowSchema.shape.orderNumber,
    recordedAt: moment,
    dueAt: moment.nullable().openapi({ description: 'When an unpaid entry falls due; null while held' }),
    paidBy: userRowSchema.pick({ id: true, name: true }).nullable(),
    run: z
      .object({ id: z.uuid(), createdAt: moment, paidAt: moment.nullable() })
      .nullable()
      .openapi({ description: 'The payout run that pays (or paid) it' }),
  })
  .openapi('LedgerEntry')

const ledgerSchema = z
  .object({
    partner: partnerRowSchema.pick({ id: true, name: true, slug: true, email: true }),
    holdDays: z.number().int(),
    asOf: moment,
    balances: z
      .object({
        pending: balanceSchema,
        held: balanceSchema,
        due: balanceSchema,
        paid: balanceSchema,
        voided: balanceSchema,
        total: balanceSchema.openapi({ description: 'Every entry not voided' }),
      })
      .openapi('LedgerBalances'),
    entries: z.array(ledgerEntrySchema),
    total: z.number().int().openapi({ description: 'Entries in all pages' }),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('PartnerLedger')

const ledgerRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/partners/{id}/ledger',
  operationId: 'getPartnerLedger',
  tags,
  summary: 'A partner’s commission ledger: balances by state, and its entries newest first',
  request: {
    params: partnerIdParams,
    query: z.object({
      state: z.enum(ledgerStates).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(50),
    }),
  },
  responses: {
    200: { description: 'The balances and one page of entries', ...jsonContent(ledgerSchema) },
    ...errorResponses(400, 401, 403, 404),
  },
})

const releaseRoute = staffRoute('admin', {
  method: 'post',
  path: '/staff/partner-payouts/{id}/release',
  operationId: 'releaseCommission',
  tags,
  summary: 'Release a commission held as a possible self-referral',
  description:
    'From then on it falls due by age like any other. Recorded with who released it and why it was held. ' +
    'One not held (any more) is left as it was: `released: false`.',
  request: {
    params: z.object({ id: z.uuid('Not a ledger entry id').openapi({ param: { name: 'id', in: 'path' } }) }),
  },
  responses: {
    200: {
      description: 'Whether this call released it, and the entry as it is now',
      ...jsonContent(z.object({ released: z.boolean(), entry: ledgerEntrySchema })),
    },
    ...errorResponses(400, 401, 403, 404),
  },
})

export function ledgerRoutes(services: Services) {
  const holdDays = services.config.COMMISSION_HOLD_DAYS
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(ledgerRoute, async (c) => {
      const ledger = await getPartnerLedger(
        services.db,
        c.req.valid('param').id,
        c.req.valid('query'),
        holdDays,
      )
      return c.json(ledger, 200)
    })
    .openapi(releaseRoute, async (c) => {
      return c.json(await releaseCommission(services.db, c.var.staff, c.req.valid('param').id, holdDays), 200)
    })
}
