import { Readable } from 'node:stream'
import { OpenAPIHono, z } from '@hono/zod-openapi'
import { fulfilmentSteps, orderStatuses } from '@/domain/order-lifecycle'
import { codeRules } from '@/domain/scribes-code'
import { staffRoute } from '../auth/staff-access'
import { scrollPdfMeta } from '../fulfilment/steps/render-step'
import { draftScroll } from '../fulfilment/writer/write-scroll'
import { HttpError, validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import { approveOrder } from '../orders/approve-order'
import { redraftScroll } from '../orders/redraft-scroll'
import { refundOrder } from '../orders/refund-order'
import { refuseOrder } from '../orders/refuse-order'
import { resolveReport } from '../orders/resolve-report'
import { retryFailedAt, retryFulfilment } from '../orders/retry-fulfilment'
import { reviseScroll } from '../orders/revise-scroll'
import type { Services } from '../services'
import { getOrderDetail, type OrderDetail } from './order-detail'
import { ordersCsv } from './order-export'
import { COUNT_CAP, listOrders, type OrderFilters, orderSortKeys } from './order-queue'
import {
  detailJson,
  filtersQuery,
  orderDetailSchema,
  queueRowJson,
  queueRowSchema,
  scrollSchema,
} from './order-route-schemas'

const tags = ['Staff: orders']

const listOrdersRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/orders',
  operationId: 'listStaffOrders',
  tags,
  summary: 'The order queue: filtered, searched and sorted on the server, a page at a time',
  description:
    'Search matches an order number, an order id, a customer’s email (whole) or the start of a target’s ' +
    `name. The count stops at ${COUNT_CAP.toLocaleString('en-US')} (\`more\` says there are more); pages ` +
    'reach that far, and narrower filters reach the rest.',
  request: {
    query: filtersQuery.extend({
      sort: z.enum(orderSortKeys).default('createdAt'),
      direction: z.enum(['asc', 'desc']).default('desc'),
      page: z.coerce.number().int().min(1).max(COUNT_CAP).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(25),
    }),
  },
  responses: {
    200: {
      description: 'The page, the number of matching orders, and whether there are more than counted',
      ...jsonContent(
        z.object({ orders: z.array(queueRowSchema), total: z.number().int(), more: z.boolean() }),
      ),
    },
    ...errorResponses(400, 401, 403),
  },
})

const exportOrdersRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/orders/export',
  operationId: 'exportStaffOrders',
  tags,
  summary: 'The filtered order queue as a CSV file, streamed, newest first',
  request: { query: filtersQuery },
  responses: {
    200: {
      description: "UTF-8 CSV with a byte order mark; formula-like text cells start with '",
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403),
  },
})

const orderParams = z.object({
  id: z.uuid('Not an order id').openapi({ param: { name: 'id', in: 'path' } }),
})
const scrollParams = orderParams.extend({
  deliveryId: z.uuid('Not a scroll id').openapi({ param: { name: 'deliveryId', in: 'path' } }),
})

const orderDetailRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/orders/{id}',
  operationId: 'getStaffOrder',
  tags,
  summary: 'One order whole: its scrolls, history, payment, partner and commission',
  request: { params: orderParams },
  responses: {
    200: { description: 'The order', ...jsonContent(orderDetailSchema) },
    ...errorResponses(400, 401, 403, 404),
  },
})

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

const reviseRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/orders/{id}/scrolls/{deliveryId}/revisions',
  operationId: 'reviseScroll',
  tags,
  summary: 'Save a scroll’s new text, or send it again as it is; sealed and emailed as a new message',
  description:
    '`expectedRevision` is the revision shown to the member of staff: once it has moved on (another ' +
    'click, another member of staff), the request answers 409, so each click sends at most once.',
  request: {
    params: scrollParams,
    body: {
      required: true,
      ...jsonContent(
        z
          .object({
            expectedRevision: z.number({ error: 'expectedRevision is required' }).int().min(1),
            scroll: scrollSchema.optional(),
          })
          .strict(),
      ),
    },
  },
  responses: {
    201: {
      description: 'The new revision, and whether the scroll had gone out before (then it goes again)',
      ...jsonContent(z.object({ revision: z.number().int(), resent: z.boolean() })),
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
})

const redraftRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/orders/{id}/scrolls/{deliveryId}/drafts',
  operationId: 'redraftScroll',
  tags,
  summary: 'Write a scroll again with the shop’s current writer, as a new revision',
  description:
    'Only while the order is held for review (the draft waits for the approval), or once the scroll has ' +
    'gone out (the draft is sealed and sent again, as a re-send is). `expectedRevision` is the revision ' +
    'shown: once it has moved on, the request answers 409, so each click writes at most once.',
  request: {
    params: scrollParams,
    body: {
      required: true,
      ...jsonContent(
        z
          .object({ expectedRevision: z.number({ error: 'expectedRevision is required' }).int().min(1) })
          .strict(),
      ),
    },
  },
  responses: {
    201: {
      description: 'The new revision, who wrote it, and whether the scroll had gone out (then it goes again)',
      ...jsonContent(
        z.object({
          revision: z.number().int(),
          writtenBy: z.enum(['engine', 'model']),
          resent: z.boolean(),
        }),
      ),
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
})

const previewRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/orders/{id}/scrolls/{deliveryId}/preview',
  operationId: 'previewScroll',
  tags,
  summary: 'The PDF a scroll text would be sealed as, without saving or sending anything',
  request: {
    params: scrollParams,
    body: { required: true, ...jsonContent(z.object({ scroll: scrollSchema }).strict()) },
  },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } },
    ...errorResponses(400, 401, 403, 404),
  },
})

const scrollPdfRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/orders/{id}/scrolls/{deliveryId}/pdf',
  operationId: 'downloadScrollPdf',
  tags,
  summary: 'The sealed PDF of a scroll’s current revision',
  request: { params: scrollParams },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } },
    ...errorResponses(400, 401, 403, 404),
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
  summary: 'Refund a paid order in full',
  description:
    'The payment provider returns the money; the order moves to refunded, its commission is voided (or ' +
    'clawed back once it is in a payout run), its revenue leaves the metrics, and the customer is told. A ' +
    'second click refunds nothing more (`refunded: false`).',
  request: { params: orderParams },
  responses: {
    200: {
      description: 'Whether this call refunded it, and the status now',
      ...jsonContent(z.object({ refunded: z.boolean(), status: z.enum(orderStatuses) })),
    },
    ...errorResponses(400, 401, 403, 404, 409, 502),
  },
})

/** The CSV's parts as the client reads them: the next batch is read only when the last one was taken. */
function csvStream(parts: AsyncGenerator<string>) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await parts.return(undefined)
    },
  })
}

const exportName = (now: Date) => `orders-${now.toISOString().slice(0, 10)}.csv`

async function findDetail(services: Services, id: string) {
  const detail = await getOrderDetail(services.db, id)
  if (!detail) throw new HttpError(404, 'not_found', 'Order not found')
  return detail
}

function findDelivery(detail: OrderDetail, deliveryId: string) {
  const delivery = detail.deliveries.find((candidate) => candidate.id === deliveryId)
  if (!delivery) throw new HttpError(404, 'not_found', 'This order has no such scroll')
  return delivery
}

export function staffOrderRoutes(services: Services) {
  const { db } = services
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listOrdersRoute, async (c) => {
      const query = c.req.valid('query')
      if ((query.page - 1) * query.pageSize >= COUNT_CAP) {
        throw new HttpError(400, 'invalid_request', 'Narrow the filters to see orders this far down', {
          page: `Pages reach the first ${COUNT_CAP.toLocaleString('en-US')} orders; narrow the filters`,
        })
      }
      const page = await listOrders(db, query)
      return c.json({ orders: page.rows.map(queueRowJson), total: page.total, more: page.more }, 200)
    })
    .openapi(exportOrdersRoute, (c) => {
      const filters: OrderFilters = c.req.valid('query')
      const now = new Date()
      return c.body(csvStream(ordersCsv(db, filters, now)), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportName(now)}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
    })
    .openapi(orderDetailRoute, async (c) => {
      return c.json(detailJson(await findDetail(services, c.req.valid('param').id)), 200)
    })
    .openapi(retryRoute, async (c) => {
      const status = await retryFulfilment(services, c.req.valid('param').id, { staffUserId: c.var.staff.id })
      return c.json({ status }, 200)
    })
    .openapi(retryFailedRoute, async (c) => {
      const { step } = c.req.valid('json')
      const started = await retryFailedAt(services, step, { staffUserId: c.var.staff.id })
      return c.json({ started }, 200)
    })
    .openapi(reviseRoute, async (c) => {
      const { id, deliveryId } = c.req.valid('param')
      const { expectedRevision, scroll } = c.req.valid('json')
      const revised = await reviseScroll(
        services,
        { orderId: id, deliveryId, expectedRevision, scroll },
        { staffUserId: c.var.staff.id },
      )
      return c.json(revised, 201)
    })
    .openapi(redraftRoute, async (c) => {
      const { id, deliveryId } = c.req.valid('param')
      const { expectedRevision } = c.req.valid('json')
      const drafted = await redraftScroll(
        services,
        {
          orderId: id,
          deliveryId,
          expectedRevision,
          write: (order, delivery, revision) => draftScroll(services, order, delivery, revision),
        },
        { staffUserId: c.var.staff.id },
      )
      return c.json(drafted, 201)
    })
    .openapi(previewRoute, async (c) => {
      const { id, deliveryId } = c.req.valid('param')
      const detail = await findDetail(services, id)
      const delivery = findDelivery(detail, deliveryId)
      const scroll = {
        ...c.req.valid('json').scroll,
        pages: delivery.scroll?.pages ?? 1,
      }
      const pdf = await services.renderer.render(scroll, scrollPdfMeta(detail.order))
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="preview-${detail.order.orderNumber}.pdf"`,
        'cache-control': 'private, no-store',
      })
    })
    .openapi(scrollPdfRoute, async (c) => {
      const { id, deliveryId } = c.req.valid('param')
      const detail = await findDetail(services, id)
      const delivery = findDelivery(detail, deliveryId)
      if (!delivery.pdfFileKey) throw new HttpError(404, 'not_found', 'This scroll is not sealed yet')
      const pdf = await services.storage.getStream('generated-scrolls', delivery.pdfFileKey)
      return c.body(Readable.toWeb(pdf) as ReadableStream, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="scroll-${detail.order.orderNumber}-${delivery.position + 1}-r${delivery.revision}.pdf"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
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
      const { refunded } = await refundOrder(services, c.req.valid('param').id, c.var.staff)
      // it answers only once the order is refunded, by this call or an earlier one
      return c.json({ refunded, status: 'refunded' as const }, 200)
    })
}
