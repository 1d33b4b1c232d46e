import { OpenAPIHono, z } from '@hono/zod-openapi'
import { optionalMultilineText } from '@/domain/form-fields'
import { publicRoute } from '../auth/staff-access'
import { HttpError, validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import { reportScroll } from '../orders/report-scroll'
import { recordOptOut } from '../recipients/do-not-send'
import { readOptOutToken, readReportToken } from '../recipients/recipient-tokens'
import type { Services } from '../services'

const tags = ['Recipients']
const tokenParams = z.object({
  token: z
    .string()
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The signed token of the email’s link' }),
})
const notALink = () => new HttpError(404, 'not_found', 'This link is not one the scribes sent.')

export const reportRequestSchema = z
  .object({ note: optionalMultilineText('Note', 1000) })
  .openapi('ScrollReportRequest')

const optOutRoute = publicRoute({
  method: 'post',
  path: '/recipients/opt-out/{token}',
  operationId: 'optOutRecipient',
  tags,
  summary: 'Never send this recipient another scroll (one-click, RFC 8058)',
  description:
    'The URL of a scroll email’s List-Unsubscribe header, posted by mail clients with the form body ' +
    '`List-Unsubscribe=One-Click`, and by the /never-again page with an empty one. No cookie or session ' +
    'is read. The address’s keyed hash goes on the do-not-send list; asking again changes nothing.',
  request: { params: tokenParams },
  responses: {
    200: {
      description: 'On the list: no scroll reaches this address again, from any customer',
      ...jsonContent(z.object({ optedOut: z.literal(true) })),
    },
    ...errorResponses(400, 404, 413),
  },
})

const reportRoute = publicRoute({
  method: 'post',
  path: '/recipients/report/{token}',
  operationId: 'reportScroll',
  tags,
  summary: 'Report a scroll to the shop’s staff, with an optional note',
  request: { params: tokenParams, body: { required: true, ...jsonContent(reportRequestSchema) } },
  responses: {
    201: {
      description: 'The report is before staff',
      ...jsonContent(z.object({ reported: z.literal(true) })),
    },
    ...errorResponses(400, 404, 413, 429),
  },
})

// RFC 8058's body, form-encoded or multipart; anything else (the page's empty body) is the link
const oneClick = /List-Unsubscribe[\s\S]{0,200}One-Click/i

export function recipientRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(optOutRoute, async (c) => {
      const hash = readOptOutToken(services.recipientKeys, c.req.valid('param').token)
      if (!hash) throw notALink()
      const body = await c.req.text().catch(() => '')
      await recordOptOut(services.db, hash, oneClick.test(body) ? 'one-click' : 'link')
      return c.json({ optedOut: true as const }, 200)
    })
    .openapi(reportRoute, async (c) => {
      const deliveryId = readReportToken(services.recipientKeys, c.req.valid('param').token)
      if (!deliveryId) throw notALink()
      await reportScroll(services, deliveryId, c.req.valid('json').note)
      return c.json({ reported: true as const }, 201)
    })
}
