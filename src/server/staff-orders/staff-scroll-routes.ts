/** A scroll's routes in the back office: rewrite it, have it drafted again, preview it, download it. */
import { Readable } from 'node:stream'
import { OpenAPIHono, z } from '@hono/zod-openapi'
import { staffRoute } from '../auth/staff-access'
import { scrollPdfMeta } from '../fulfilment/steps/render-step'
import { draftScroll } from '../fulfilment/writer/write-scroll'
import { HttpError, validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import { redraftScroll } from '../orders/redraft-scroll'
import { reviseScroll } from '../orders/revise-scroll'
import type { Services } from '../services'
import { findOrderDetail, type OrderDetail } from './order-detail'
import { scrollParams, scrollSchema, tags } from './order-route-schemas'

// the revision shown to the member of staff: a revision made meanwhile refuses the click (409)
const expectedRevision = z.number({ error: 'The revision the edit began from is required' }).int().min(1)

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
            expectedRevision,
            scroll: scrollSchema.optional(),
            tellCustomer: z.boolean().optional().openapi({
              description: 'A scroll that had gone out goes again: email the customer that it did',
            }),
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
          .object({
            expectedRevision,
          })
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

function findDelivery(detail: OrderDetail, deliveryId: string) {
  const delivery = detail.deliveries.find((candidate) => candidate.id === deliveryId)
  if (!delivery) throw new HttpError(404, 'not_found', 'This order has no such scroll')
  return delivery
}

export function staffScrollRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(reviseRoute, async (c) => {
      const { id, deliveryId } = c.req.valid('param')
      const { expectedRevision, scroll, tellCustomer } = c.req.valid('json')
      const revised = await reviseScroll(
        services,
        { orderId: id, deliveryId, expectedRevision, scroll, tellCustomer },
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
      const detail = await findOrderDetail(services.db, id)
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
      const detail = await findOrderDetail(services.db, id)
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
}
