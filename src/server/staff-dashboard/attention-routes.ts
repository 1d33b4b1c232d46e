import { OpenAPIHono, z } from '@hono/zod-openapi'
import { staffRoute } from '../auth/staff-access'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { needsAttention } from './needs-attention'

const counted = z.number().int()

const needsAttentionRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/needs-attention',
  operationId: 'countNeedsAttention',
  tags: ['Staff: dashboard'],
  summary: 'What needs staff today, counted for the welcome screen',
  responses: {
    200: {
      description: 'The counts',
      ...jsonContent(
        z
          .object({
            dueSoonHours: counted,
            dueSoon: counted.openapi({
              description: 'Paid orders not sent yet, due within dueSoonHours (or late)',
            }),
            overdue: counted.openapi({ description: 'Of those, the ones already past their due time' }),
            failed: counted,
            reviewAlertHours: counted,
            needsReview: counted.openapi({ description: 'Orders held for a person to read before sealing' }),
            reviewOverdue: counted.openapi({
              description: 'Of those, the ones held longer than reviewAlertHours',
            }),
            unreadInbox: counted,
            awaitingQuote: counted.openapi({
              description: 'Commission requests not quoted, declined or handled',
            }),
            duePayouts: z.object({ partners: counted, cents: counted }),
            openReports: counted.openapi({
              description: 'Scrolls their recipients reported that nobody has marked resolved',
            }),
          })
          .openapi('NeedsAttention'),
      ),
    },
    ...errorResponses(401, 403),
  },
})

export function staffDashboardRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(needsAttentionRoute, async (c) =>
    c.json(await needsAttention(services.db, services.config.COMMISSION_HOLD_DAYS), 200),
  )
}
