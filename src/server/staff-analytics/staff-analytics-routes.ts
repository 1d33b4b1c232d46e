import { OpenAPIHono, z } from '@hono/zod-openapi'
import { scrollTypes } from '@/domain/catalog-products'
import { staffRoute } from '../auth/staff-access'
import { notFoundHitRowSchema } from '../db/row-schemas'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { getBusinessAnalytics } from './get-business-analytics'
import { listNotFoundHits, notFoundSortKeys } from './list-not-found-hits'

const cents = z.number().int()
const day = z.string().openapi({ example: '2026-03-15', description: 'A day of the shop’s time zone' })
const range = z.object({ from: day, to: day })
const percent = z.number().int().openapi({ description: 'Whole percent' })
const dayFigures = z.object({ date: day, orders: z.number().int(), revenueCents: cents })
const countsByType = z
  .record(z.enum([...scrollTypes, 'bundle']), z.number().int())
  .openapi('OrderCountsByType', {
    description: 'Paid orders by the scroll type of a single scroll; `bundle` counts every bundle',
  })

const businessAnalyticsSchema = z
  .object({
    timeZone: z.string(),
    current: range.openapi({ description: 'The last 30 days: today and the 29 days before' }),
    previous: range.openapi({ description: 'The 30 days before those' }),
    totalOrders: z.number().int(),
    totalRevenueCents: cents,
    averageOrderValueCents: cents.openapi({ description: 'Revenue / orders, rounded; 0 without orders' }),
    mostPopularScrollType: z.enum(scrollTypes).nullable().openapi({
      description: 'Highest summed count over the window; a tie goes to the type later in the catalog',
    }),
    countsByType,
    previousTotals: z.object({ orders: z.number().int(), revenueCents: cents }),
    change: z
      .object({ ordersPercent: percent.nullable(), revenuePercent: percent.nullable() })
      .openapi({ description: 'The last 30 days against the 30 before; null where those had none' }),
    bestDay: dayFigures
      .nullable()
      .openapi({ description: 'The day of the last 30 with the most revenue (a tie: the later day)' }),
    partnerOrders: z.object({ count: z.number().int(), sharePercent: percent.nullable() }).openapi({
      description: 'Orders placed in the last 30 days through a partner and still paid; their share of all',
    }),
    refunds: z.object({ count: z.number().int(), amountCents: cents }).openapi({
      description: 'Orders placed in the last 30 days and refunded since, and what they gave back',
    }),
    dailyBreakdown: z
      .array(dayFigures.extend({ countsByType }))
      .openapi({ description: 'Every day of the last 30, newest first' }),
    chart: z
      .object({ current: z.array(dayFigures), previous: z.array(dayFigures) })
      .openapi({ description: 'Both windows day by day, oldest first, position by position' }),
  })
  .openapi('BusinessAnalytics')

const businessAnalyticsRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/business-analytics',
  operationId: 'getBusinessAnalytics',
  tags: ['Staff: analytics'],
  summary: 'Paid orders and revenue of the last 30 days, day by day, against the 30 before',
  description: 'Days are calendar days in the shop’s time zone (SHOP_TZ), by the day each order was paid.',
  responses: {
    200: { description: 'The Business Analytics screen', ...jsonContent(businessAnalyticsSchema) },
    ...errorResponses(401, 403),
  },
})

const notFoundHitSchema = notFoundHitRowSchema.openapi('NotFoundHit')

const listNotFoundHitsRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/not-found-hits',
  operationId: 'listNotFoundHits',
  tags: ['Staff: analytics'],
  summary: 'Missing pages visitors reached, searched by path, a page at a time',
  request: {
    query: z.object({
      search: z.string().trim().max(300).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(25),
      sort: z.enum(notFoundSortKeys).default('hits'),
      direction: z.enum(['asc', 'desc']).default('desc'),
    }),
  },
  responses: {
    200: {
      description: 'The page and the number of all matching paths',
      ...jsonContent(z.object({ hits: z.array(notFoundHitSchema), total: z.number().int() })),
    },
    ...errorResponses(400, 401, 403),
  },
})

export function staffAnalyticsRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(businessAnalyticsRoute, async (c) => {
      return c.json(await getBusinessAnalytics(services.db, services.config.SHOP_TZ), 200)
    })
    .openapi(listNotFoundHitsRoute, async (c) => {
      const { hits, total } = await listNotFoundHits(services.db, c.req.valid('query'))
      return c.json(
        {
          hits: hits.map((hit) => ({
            ...hit,
            firstSeenAt: hit.firstSeenAt.toISOString(),
            lastSeenAt: hit.lastSeenAt.toISOString(),
          })),
          total,
        },
        200,
      )
    })
}
