/** What staff decide about an order: run it again, approve or refuse a held one, close a report, refund. */
import { OpenAPIHono, z } from '@hono/zod-openapi'
import { requiredMultilineText } from '@/domain/form-fields'
import { fulfilmentSteps, orderStatuses } from '@/domain/order-lifecycle'
import { codeRules } from '@/domain/scribes-code'
import { staffRoute } from '../auth/staff-access'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import { approveOrder } from '../orders/approve-order'
import { refundOrder } from '../orders/refund-order'
import { refuseOrder } from '../orders/refuse-order'
import { resolveReport } from '../orders/resolve-report'
import { retryFailedAt, retryFulfilment } from '../orders/retry-fulfilment'
import type { Services } from '../services'
import { orderParams, tags } from './order-route-schemas'

const statusSchema = z.object({ status: z.enum(orderStatuses) })

const retryRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/orders/{id}/retry',
  operationId: 'retryFulfilment',
  tags,
  summary: 'Run a failed order’s fulfilment again from the step it failed at',
  request: { params: orderParams },
  responses: {
    200: { description: 'The order’s status now', ...jsonContent(statusSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
})

const retryFailedRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/orders/retry-failed',
  operationId: 'retryFailedOrders',
  tags,
  summary: 'Run again every order that failed at one step',
  request: {
    body: {
      required: true,
      ...jsonContent(z.object({ step: z.enum(fulfilmentSteps, { error: 'Choose the step' }) }).strict()),
    },
  },
  responses: {
    200: {
      description: 'How many orders were started again',
      ...jsonContent(z.object({ started: z.number().int() })),
    },
    ...errorResponses(400, 401, 403),
  },
})

const approveRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/orders/{id}/approve',
  operationId: 'approveOrder',
  tags,
  summary: 'Approve an order held for review: its scrolls are sealed and sent as written',
  description:
    'Staff read the held order (rewrite a scroll first through the revisions route if need be); approved, ' +
    'it goes on from sealing, its delivery time counted from now, and is not held again.',
  request: { params: orderParams },
  responses: {
    200: { description: 'The order’s status now', ...jsonContent(statusSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
})

const refuseRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/orders/{id}/refuse',
  operationId: 'refuseOrder',
  tags,
  summary: 'Refuse an order held for review under a rule of the Scribes’ Code, refunding it in full',
  description:
    'Nothing of it is sent. The payment provider returns the money, the order moves to refunded (its ' +
    'commission and metrics taken back as a refund does) and the customer’s letter names the rule.',
  request: {
    params: orderParams,
    body: {
      required: true,
      ...jsonContent(z.object({ rule: z.enum(codeRules, { error: 'Choose the rule it breaks' }) })),
    },
  },
  responses: {
    200: {
      description: 'Whether this call refused it, and the status now',
      ...jsonContent(z.object({ refunded: z.boolean(), status: z.enum(orderStatuses) })),
    },
    ...errorResponses(400, 401, 403, 404, 409, 502),
  },
})

const resolveReportRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/orders/{id}/reports/{reportId}/resolve',
  operationId: 'resolveScrollReport',
  tags,
  summary: 'Mark a recipient’s report of a scroll resolved',
  description:
    'It leaves the order’s open reports and the dashboard’s count; a second click changes nothing.',
  request: {
    params: orderParams.extend({
      reportId: z.uuid('Not a report id').openapi({ param: { name: 'reportId', in: 'path' } }),
    }),
  },
  responses: {
    200: {
      description: 'Whether this call resolved it',
      ...jsonContent(z.object({ resolved: z.boolean() })),
    },
    ...errorResponses(400, 401, 403, 404),
  },
})

const refundRoute = staffRoute('admin', {
  method: 'post',
  path: '/staff/orders/{id}/refund',
  operationId: 'refundOrder',
  tags,
  summary: 'Refund a paid order, in full or in part, with the reason the customer is given',
  description:
    '`amountCents` may be no more than what was paid less what was refunded before (422 naming ' +
    '`amountCents`). The payment provider returns the money. A refund of all that is left moves the order ' +
    'to refunded, voids its commission (or claws it back once it is in a payout run) and takes its sale ' +
    'out of the metrics; a part refund leaves its status and commission and takes its cents out of the ' +
    'revenue. The history keeps who refunded how much and why, and the customer’s letter quotes the ' +
    'reason. `expectedRefundedCents` is what the order showed refunded before: once another refund has ' +
    'changed it (a second click, a colleague), nothing more is refunded (`refunded: false`).',
  request: {
    params: orderParams,
    body: {
      required: true,
      ...jsonContent(
        z
          .object({
            amountCents: z
              .number({ error: 'Give the amount to refund, in cents' })
              .openapi({ description: 'The cents to give back, at least 1', example: 500 }),
            expectedRefundedCents: z
              .number({ error: 'Give what the order showed refunded before, in cents' })
              .int('What the order showed refunded before must be whole cents')
              .min(0, 'What the order showed refunded before may not be negative')
              .openapi({ description: 'What the order showed refunded before (0 for none)', example: 0 }),
            reason: requiredMultilineText('The reason', 500).openapi({
              description: 'Why, kept in the order’s history and quoted in the customer’s letter',
            }),
          })
          .strict(),
      ),
    },
  },
  responses: {
    200: {
      description: 'Whether this call refunded, the status now, and all refunded of the order so far',
      ...jsonContent(
        z.object({ refunded: z.boolean(), status: z.enum(orderStatuses), refundedCents: z.number().int() }),
      ),
    },
    ...errorResponses(400, 401, 403, 404, 409, 502),
    422: {
      ...errorResponses(422)[422],
      description: 'An amount the payment cannot give: `fields.amountCents` says what it can; nothing moved',
    },
  },
})

export function staffOrderActionRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(retryRoute, async (c) => {
      const status = await retryFulfilment(services, c.req.valid('param').id, { staffUserId: c.var.staff.id })
      return c.json({ status }, 200)
    })
    .openapi(retryFailedRoute, async (c) => {
      const { step } = c.req.valid('json')
      const started = await retryFailedAt(services, step, { staffUserId: c.var.staff.id })
      return c.json({ started }, 200)
    })
    .openapi(approveRoute, async (c) => {
      return c.json(await approveOrder(services, c.req.valid('param').id, c.var.staff), 200)
    })
    .openapi(refuseRoute, async (c) => {
      const { id } = c.req.valid('param')
      const { refunded } = await refuseOrder(services, id, c.var.staff, c.req.valid('json').rule)
      return c.json({ refunded, status: 'refunded' as const }, 200)
    })
    .openapi(resolveReportRoute, async (c) => {
      const { id, reportId } = c.req.valid('param')
      return c.json(await resolveReport(services, { orderId: id, reportId }, c.var.staff), 200)
    })
    .openapi(refundRoute, async (c) => {
      const refund = c.req.valid('json')
      return c.json(await refundOrder(services, c.req.valid('param').id, c.var.staff, refund), 200)
    })
}
