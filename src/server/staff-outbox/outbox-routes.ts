import { OpenAPIHono, z } from '@hono/zod-openapi'
import { staffRoute } from '../auth/staff-access'
import { orderRowSchema, sentEmailRowSchema } from '../db/row-schemas'
import { sentEmailStatuses } from '../db/schema'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { attachmentDisposition, servedContentType } from '../staff-files/file-names'
import { type Email, getEmail, listEmails, openAttachment } from './read-emails'
import { resendEmail } from './resend-email'

const emailSchema = sentEmailRowSchema
  .pick({
    id: true,
    messageId: true,
    to: true,
    subject: true,
    status: true,
    lastError: true,
    attempts: true,
    firstAttemptAt: true,
    lastAttemptAt: true,
    orderId: true,
    attachments: true,
    sizeBytes: true,
  })
  .extend({
    orderNumber: orderRowSchema.shape.orderNumber
      .nullable()
      .openapi({ description: 'The order’s number, when the email belongs to an order' }),
  })
  .openapi('SentEmail')

const emailDetailSchema = emailSchema
  .extend({
    text: z.string().nullable().openapi({ description: 'The plain-text body; null if its copy is gone' }),
  })
  .openapi('SentEmailDetail')

const emailParams = z.object({
  id: z.uuid('Not an email id').openapi({ param: { name: 'id', in: 'path' } }),
})
const binary = z.string().openapi({ type: 'string', format: 'binary' })
const tags = ['Staff: outbox']

const listEmailsRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/emails',
  operationId: 'listEmails',
  tags,
  summary: 'Every email the shop sent or tried to send, newest first, a page at a time',
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(25),
      status: z.enum(sentEmailStatuses, { error: 'Status must be sent or failed' }).optional(),
      search: z.string().trim().max(300).optional().openapi({ description: 'In the recipient or subject' }),
      orderId: z.uuid('Not an order id').optional().openapi({ description: 'Only this order’s emails' }),
    }),
  },
  responses: {
    200: {
      description: 'The page and the number of all matching emails',
      ...jsonContent(z.object({ emails: z.array(emailSchema), total: z.number().int() })),
    },
    ...errorResponses(400, 401, 403),
  },
})

const getEmailRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/emails/{id}',
  operationId: 'getEmail',
  tags,
  summary: 'One email with its plain-text body',
  request: { params: emailParams },
  responses: {
    200: { description: 'The email', ...jsonContent(emailDetailSchema) },
    ...errorResponses(400, 401, 403, 404),
  },
})

const downloadAttachmentRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/emails/{id}/attachments/{index}',
  operationId: 'downloadEmailAttachment',
  tags,
  summary: 'Download one attachment of an email, always as an attachment',
  request: {
    params: emailParams.extend({
      // digits only: z.coerce would take null or a blank as 0, and the document would then call this
      // path parameter optional and nullable, which OpenAPI forbids
      index: z
        .preprocess(
          (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
          z
            .int({ error: 'Not an attachment number' })
            .min(0, 'Not an attachment number')
            .max(1000, 'Not an attachment number'),
        )
        .openapi({ param: { name: 'index', in: 'path' }, description: 'From 0, in the order attached' }),
    }),
  },
  responses: {
    200: {
      description: 'The attachment’s bytes',
      content: { 'application/octet-stream': { schema: binary } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
})

const resendEmailRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/emails/{id}/resend',
  operationId: 'resendEmail',
  tags,
  summary: 'Send a failed email again, as it was, with the same Message-ID',
  description:
    'Only a failed email, and only once at a time: a sent one, or one already being sent again, is a 409. The reply is the email after the attempt: `sent`, or `failed` with the new error.',
  request: { params: emailParams },
  responses: {
    200: { description: 'The email after the attempt', ...jsonContent(emailDetailSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
})

const emailJson = <E extends Email>(email: E) => ({
  ...email,
  firstAttemptAt: email.firstAttemptAt.toISOString(),
  lastAttemptAt: email.lastAttemptAt.toISOString(),
})

export function staffOutboxRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listEmailsRoute, async (c) => {
      const { emails, total } = await listEmails(services.db, c.req.valid('query'))
      return c.json({ emails: emails.map(emailJson), total }, 200)
    })
    .openapi(getEmailRoute, async (c) => {
      return c.json(emailJson(await getEmail(services, c.req.valid('param').id)), 200)
    })
    .openapi(downloadAttachmentRoute, async (c) => {
      const { id, index } = c.req.valid('param')
      const { attachment, content } = await openAttachment(services, id, index)
      return c.body(new Uint8Array(content), 200, {
        'content-type': servedContentType(attachment.contentType),
        'content-disposition': attachmentDisposition(attachment.filename),
        'content-length': String(content.byteLength),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
    })
    .openapi(resendEmailRoute, async (c) => {
      const email = await resendEmail(services, c.var.staff, c.req.valid('param').id)
      return c.json(emailJson(email), 200)
    })
}
