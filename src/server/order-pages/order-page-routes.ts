import { Readable } from 'node:stream'
import { OpenAPIHono, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { composedScrollSchema } from '@/domain/scribe/scroll-request'
import { publicRoute } from '../auth/staff-access'
import { orderRowSchema } from '../db/row-schemas'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { openScrollFile, type ScrollFile, type ScrollFileKind } from './open-scroll-file'
import { notALink, orderOfLink } from './order-of-link'
import { readOrderPage, scrollStates } from './read-order-page'

const tags = ['Orders']

const tokenParams = z.object({
  token: z
    .string()
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The signed token of the letter’s link' }),
})
const scrollParams = tokenParams.extend({
  number: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .openapi({
      param: { name: 'number', in: 'path' },
      description: 'The scroll’s number on the page, from 1',
    }),
})

const orderPageSchema = z
  .object({
    reference: z.string().openapi({ description: 'The number the customer is shown', example: '6F1C1F9E' }),
    productName: z.string().openapi({ example: 'Cursed Scroll' }),
    status: orderRowSchema.shape.status,
    underReview: z.boolean().openapi({ description: 'A scribe reads the order before it is sealed' }),
    anonymousDelivery: z.boolean(),
    scrolls: z.array(
      z.object({
        // the scroll's place on the page, from 1 (not the order's number, which no public answer names)
        scrollNumber: z.int(),
        targetName: z.string(),
        sentTo: z.enum(['recipient', 'customer']).openapi({
          description: 'To its recipient’s address, or to the customer, who gave none',
        }),
        state: z.enum(scrollStates),
        sentAt: z.string().nullable().openapi({ format: 'date-time' }),
        corrected: z
          .boolean()
          .openapi({ description: 'Staff corrected it after it went out; this copy replaced the first' }),
        scroll: composedScrollSchema
          .omit({ sealLine: true, pages: true })
          .nullable()
          .openapi({ description: 'The words as sent (the latest revision); null until it is sent' }),
        pdf: z.boolean().openapi({ description: 'Its sealed PDF can be downloaded' }),
        narration: z.enum(['none', 'ready', 'follows']).openapi({
          description: 'The herald’s reading: not bought, ready to download, or still to come',
        }),
      }),
    ),
  })
  .openapi('OrderPage')

const readRoute = publicRoute({
  method: 'get',
  path: '/order-pages/{token}',
  operationId: 'readOrderPage',
  tags,
  summary: 'The customer’s private page of an order, by the signed link in their receipt',
  description:
    'What was sent in the customer’s name: each scroll’s state and, once sent, its words as sent. A link ' +
    'the shop did not sign answers 404, an expired one 410. No address, price or internal id is answered.',
  request: { params: tokenParams },
  responses: {
    200: { description: 'The order’s page', ...jsonContent(orderPageSchema) },
    ...errorResponses(400, 404, 410, 429),
  },
})

const downloadRoute = <F extends ScrollFileKind>(file: F) =>
  publicRoute({
    method: 'get',
    path: `/order-pages/{token}/scrolls/{number}/${file}` as const,
    operationId: file === 'pdf' ? 'downloadOrderPageScroll' : 'downloadOrderPageNarration',
    tags,
    summary:
      file === 'pdf'
        ? 'A sent scroll’s sealed PDF, as its recipient got it'
        : 'A sent scroll’s narration, the herald’s reading',
    request: { params: scrollParams },
    responses: {
      200: {
        description: 'The file, as an attachment',
        content: { [file === 'pdf' ? 'application/pdf' : 'audio/mpeg']: { schema: z.string() } },
      },
      ...errorResponses(400, 404, 410, 429),
    },
  })
const pdfRoute = downloadRoute('pdf')
const narrationRoute = downloadRoute('narration')

/** A scroll's file as a download that no browser or cache keeps. */
function download(c: Context, file: ScrollFile) {
  return c.body(Readable.toWeb(file.contents) as ReadableStream, 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${file.filename}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  })
}

export function orderPageRoutes(services: Services) {
  const openFile = (params: { token: string; number: number }, kind: ScrollFileKind) =>
    openScrollFile(services, orderOfLink(services, params.token), params.number, kind)
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(readRoute, async (c) => {
      const page = await readOrderPage(services.db, orderOfLink(services, c.req.valid('param').token))
      if (!page) throw notALink()
      return c.json(page, 200)
    })
    .openapi(pdfRoute, async (c) => download(c, await openFile(c.req.valid('param'), 'pdf')))
    .openapi(narrationRoute, async (c) => download(c, await openFile(c.req.valid('param'), 'narration')))
}
