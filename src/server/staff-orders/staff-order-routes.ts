/** The order queue: the list, its CSV export, and one order whole. */
import { OpenAPIHono, z } from '@hono/zod-openapi'
import { staffRoute } from '../auth/staff-access'
import { HttpError, validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { findOrderDetail } from './order-detail'
import { ordersCsv } from './order-export'
import { COUNT_CAP, listOrders, type OrderFilters, orderSortKeys } from './order-queue'
import {
  detailJson,
  filtersQuery,
  orderDetailSchema,
  orderParams,
  queueRowJson,
  queueRowSchema,
  tags,
} from './order-route-schemas'

const listOrdersRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/orders',
  operationId: 'listStaffOrders',
  tags,
  summary: 'The order queue: filtered, searched and sorted on the server, a page at a time',
  description:
    'Search matches an order number or reference, an order id, a customer’s email (whole), or names: ' +
    'words in a row of the customer’s, the recipient’s or a target’s name, in any case, the last one perhaps ' +
    `cut short ("mary sm"). The count stops at ${COUNT_CAP.toLocaleString('en-US')} (\`more\` says there ` +
    'are more); pages reach that far, and narrower filters reach the rest.',
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
      return c.json(detailJson(await findOrderDetail(db, c.req.valid('param').id)), 200)
    })
}
