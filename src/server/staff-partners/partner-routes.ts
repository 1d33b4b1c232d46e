import { OpenAPIHono, z } from '@hono/zod-openapi'
import { staffRoute } from '../auth/staff-access'
import { partnerRowSchema } from '../db/row-schemas'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { createPartner, listPartners, type Partner, updatePartner } from './manage-partners'
import { getPartnerAnalytics } from './partner-analytics'
import { performanceSortKeys } from './partner-performance'
import {
  partnerChangeSchema,
  partnerIdParams,
  partnerInputSchema,
  partnerSchema,
  recentOrderSchema,
} from './partner-schemas'

const tags = ['Staff: partners']

const listPartnersRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/partners',
  operationId: 'listPartners',
  tags,
  summary: 'Every partner, newest first',
  responses: {
    200: { description: 'The partners', ...jsonContent(z.object({ partners: z.array(partnerSchema) })) },
    ...errorResponses(401, 403),
  },
})

const createPartnerRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/partners',
  operationId: 'createPartner',
  tags,
  summary: 'Add a partner',
  description:
    'The slug is lower-cased, the discount code trimmed and upper-cased, the emails lower-cased. A slug or ' +
    'code another partner has answers 409 with `fields.slug` or `fields.discountCode`; an account email ' +
    'no account has answers 400 with `fields.accountEmail`.',
  request: { body: { required: true, ...jsonContent(partnerInputSchema) } },
  responses: {
    201: { description: 'The new partner', ...jsonContent(partnerSchema) },
    ...errorResponses(400, 401, 403, 409),
  },
})

const updatePartnerRoute = staffRoute('staff', {
  method: 'patch',
  path: '/staff/partners/{id}',
  operationId: 'updatePartner',
  tags,
  summary: 'Change a partner',
  description:
    'Only the fields given change; a null payment link, discount code, email or account removes it. An ' +
    'inactive partner’s page answers 404 and its code is invalid from the next request on. A new slug ' +
    'takes the partner’s orders and commissions with it. The change is recorded with who made it.',
  request: { params: partnerIdParams, body: { required: true, ...jsonContent(partnerChangeSchema) } },
  responses: {
    200: { description: 'The partner as it is now', ...jsonContent(partnerSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
})

const payoutTotalsSchema = z
  .object({ count: z.number().int(), cents: z.number().int() })
  .openapi('PayoutTotals', { description: 'How many commissions, and their sum in cents' })

const performanceSchema = partnerRowSchema
  .pick({ id: true, name: true, slug: true, isActive: true })
  .extend({
    orders: z.number().int().openapi({ description: 'Paid orders attributed to the partner' }),
    revenueCents: z.number().int(),
    commissionRatePct: partnerRowSchema.shape.payoutPct.openapi({
      description: 'The partner’s payout percentage today',
    }),
    commissionEarnedCents: z
      .number()
      .int()
      .openapi({ description: 'Every commission recorded, paid or not' }),
    pendingPayouts: payoutTotalsSchema.openapi({ description: 'Commissions still in their hold period' }),
    heldPayouts: payoutTotalsSchema.openapi({
      description: 'Commissions held as possible self-referrals until staff release them',
    }),
    duePayouts: payoutTotalsSchema.openapi({
      description: 'Commissions past their hold, to be paid; the cents less any clawbacks of refunds',
    }),
    paidPayouts: payoutTotalsSchema,
    recentOrders: z.array(recentOrderSchema).openapi({ description: 'The five newest paid orders' }),
  })
  .openapi('PartnerPerformance')

const analyticsSchema = z
  .object({
    summary: z
      .object({
        activePartners: z.number().int(),
        partnerOrders: z.number().int(),
        partnerRevenueCents: z.number().int(),
        totalCommissionsCents: z.number().int(),
      })
      .openapi('PartnerAnalyticsSummary'),
    holdDays: z.number().int().openapi({ description: 'Days a commission stays pending before it is due' }),
    total: z.number().int().openapi({ description: 'Partners in all pages' }),
    page: z.number().int(),
    pageSize: z.number().int(),
    partners: z.array(performanceSchema),
  })
  .openapi('PartnerAnalytics')

const analyticsRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/partner-analytics',
  operationId: 'getPartnerAnalytics',
  tags,
  summary: 'Partner totals, and one page of the performance table',
  description:
    'Only paid orders count. A commission is pending during its hold period, then due, then paid in a ' +
    'payout run; one that may be a self-referral is held until staff release it (decision 028). Money is ' +
    'in cents.',
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(100),
      sort: z.enum(performanceSortKeys).default('revenue'),
      direction: z.enum(['asc', 'desc']).default('desc'),
    }),
  },
  responses: {
    200: { description: 'The cards and the page', ...jsonContent(analyticsSchema) },
    ...errorResponses(400, 401, 403),
  },
})

const partnerView = (partner: Partner) => ({
  ...partner,
  createdAt: partner.createdAt.toISOString(),
  updatedAt: partner.updatedAt.toISOString(),
})

export function partnerManagementRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listPartnersRoute, async (c) => {
      const partners = await listPartners(services.db)
      return c.json({ partners: partners.map(partnerView) }, 200)
    })
    .openapi(createPartnerRoute, async (c) => {
      const partner = await createPartner(services.db, c.var.staff, c.req.valid('json'))
      return c.json(partnerView(partner), 201)
    })
    .openapi(updatePartnerRoute, async (c) => {
      const { id } = c.req.valid('param')
      const partner = await updatePartner(services.db, c.var.staff, id, c.req.valid('json'))
      return c.json(partnerView(partner), 200)
    })
    .openapi(analyticsRoute, async (c) => {
      const holdDays = services.config.COMMISSION_HOLD_DAYS
      return c.json(await getPartnerAnalytics(services.db, c.req.valid('query'), holdDays), 200)
    })
}
