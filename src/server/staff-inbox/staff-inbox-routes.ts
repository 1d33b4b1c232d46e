import { OpenAPIHono, z } from '@hono/zod-openapi'
import { contactReplySchema } from '@/domain/contact-reply'
import { isPlainText, plainTextMessage } from '@/domain/form-fields'
import { staffRoute } from '../auth/staff-access'
import {
  careerApplicationRowSchema,
  commissionRequestRowSchema,
  contactMessageRowSchema,
} from '../db/row-schemas'
import { sentEmailStatuses } from '../db/schema'
import { validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import { reviewDecisions } from '../letters/career-decision'
import type { Services } from '../services'
import type { ContactReplyRow } from './contact-replies'
import type { InboxItem } from './inbox-item'
import { getInboxItem } from './inbox-item'
import { inboxKinds, inboxStatuses } from './inbox-kinds'
import { inboxStates, listInbox } from './list-inbox'
import { replyToContactMessage } from './reply-to-contact-message'
import { reviewCareerApplication } from './review-career-application'
import { updateInboxItem } from './update-inbox-item'

const tags = ['Staff: inbox']
const moment = z.string().openapi({ format: 'date-time' })
const kind = z.enum(inboxKinds, { error: 'kind must be contact, career or commission' })
const assignee = z.object({ id: z.uuid(), name: z.string() }).nullable()

const idParam = z.uuid('Not an id').openapi({ param: { name: 'id', in: 'path' } })
const itemParams = z.object({ kind: kind.openapi({ param: { name: 'kind', in: 'path' } }), id: idParam })

const inboxRowSchema = z
  .object({
    kind,
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    summary: z
      .string()
      .openapi({ description: 'One short line: the subject, role or target, then the text' }),
    createdAt: moment,
    readAt: moment.nullable(),
    handledAt: moment.nullable(),
    assignee,
    status: z.enum(inboxStatuses).nullable().openapi({
      description:
        'A career application’s review, a commission request’s progress; null for a contact message',
    }),
  })
  .openapi('InboxRow')

const contactReplyRowSchema = z
  .object({
    id: z.uuid(),
    body: z.string(),
    author: z.string().nullable().openapi({ description: 'The staff member’s name; null once removed' }),
    createdAt: moment,
    email: z
      .object({ id: z.uuid(), status: z.enum(sentEmailStatuses), lastAttemptAt: moment })
      .nullable()
      .openapi({ description: 'The reply’s letter in the mail log (the Outbox); null until first tried' }),
  })
  .openapi('ContactReply')

const contactItemSchema = z.object({
  kind: z.literal('contact'),
  item: contactMessageRowSchema,
  assignee,
  replies: z.array(contactReplyRowSchema).openapi({ description: 'Staff replies, oldest first' }),
})
const careerItemSchema = z.object({
  kind: z.literal('career'),
  item: careerApplicationRowSchema,
  assignee,
})
const inboxItemSchema = z
  .discriminatedUnion('kind', [
    contactItemSchema,
    careerItemSchema,
    z.object({ kind: z.literal('commission'), item: commissionRequestRowSchema, assignee }),
  ])
  .openapi('InboxItem')

const listInboxRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/inbox',
  operationId: 'listInbox',
  tags,
  summary: 'Contact messages, career applications and commission requests, newest first',
  request: {
    query: z.object({
      kind: z
        .enum([...inboxKinds, 'all'], { error: 'Kind must be contact, career, commission or all' })
        .default('all'),
      state: z.enum(inboxStates, { error: 'State must be unread, unhandled, handled or all' }).default('all'),
      assignee: z
        .union([z.enum(['me', 'none', 'any']), z.uuid()], {
          error: 'Given to must be me, none, any or an account id',
        })
        .default('any'),
      search: z.string().trim().max(200).optional().openapi({ description: 'Part of a name or an email' }),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(25),
    }),
  },
  responses: {
    200: {
      description: 'The page and the number of all matching messages',
      ...jsonContent(z.object({ items: z.array(inboxRowSchema), total: z.number().int() })),
    },
    ...errorResponses(400, 401, 403),
  },
})

const getInboxItemRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/inbox/{kind}/{id}',
  operationId: 'getInboxItem',
  tags,
  summary: 'One message with every stored field',
  request: { params: itemParams },
  responses: {
    200: { description: 'The message', ...jsonContent(inboxItemSchema) },
    ...errorResponses(400, 401, 403, 404),
  },
})

const updateInboxItemRoute = staffRoute('staff', {
  method: 'patch',
  path: '/staff/inbox/{kind}/{id}',
  operationId: 'updateInboxItem',
  tags,
  summary: 'Mark a message read or handled, or give it to a member of staff',
  description: 'Each change is recorded as the caller’s action; a change that is already so records nothing.',
  request: {
    params: itemParams,
    body: {
      required: true,
      ...jsonContent(
        z
          .object({
            read: z.boolean({ error: 'Read must be true or false' }).optional(),
            handled: z.boolean({ error: 'Handled must be true or false' }).optional(),
            assigneeId: z.uuid('Not an account id').nullable().optional().openapi({
              description: 'A staff or admin account; null gives the message to nobody',
            }),
          })
          .strict()
          .refine(
            (body) => body.read !== undefined || body.handled !== undefined || body.assigneeId !== undefined,
            'Mark the message read or handled, or give it to someone',
          ),
      ),
    },
  },
  responses: {
    200: { description: 'The message as it is now', ...jsonContent(inboxItemSchema) },
    ...errorResponses(400, 401, 403, 404),
  },
})

const reviewCareerRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/inbox/career/{id}/review',
  operationId: 'reviewCareerApplication',
  tags,
  summary: 'Decide on a career application and email the applicant',
  description:
    'A changed decision sends the applicant one letter, with the optional message; the decision it already ' +
    'has sends nothing (`emailed: false`).',
  request: {
    params: z.object({ id: idParam }),
    body: {
      required: true,
      ...jsonContent(
        z
          .object({
            decision: z.enum(reviewDecisions, { error: 'Decision must be reviewed, rejected or invited' }),
            // named as the career decision form labels it
            message: z
              .string({ error: 'A word for the applicant must be text' })
              .trim()
              .max(2000, 'A word for the applicant is at most 2,000 characters')
              .refine(isPlainText, plainTextMessage('A word for the applicant'))
              .optional()
              .transform((text) => text || undefined),
          })
          .strict(),
      ),
    },
  },
  responses: {
    200: {
      description: 'The application as it is now, and whether a letter was queued',
      ...jsonContent(z.object({ emailed: z.boolean(), item: careerItemSchema })),
    },
    ...errorResponses(400, 401, 403, 404),
  },
})

const replyContactRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/inbox/contact/{id}/replies',
  operationId: 'replyToContactMessage',
  tags,
  summary: 'Answer a contact message: the reply is kept in its thread and emailed to the sender',
  description:
    'The sender gets one letter with the reply and their message quoted under it, sent and logged like ' +
    'every email; the message is marked read and handled.',
  request: {
    params: z.object({ id: idParam }),
    body: { required: true, ...jsonContent(contactReplySchema.strict()) },
  },
  responses: {
    201: { description: 'The message and its thread as they are now', ...jsonContent(contactItemSchema) },
    ...errorResponses(400, 401, 403, 404),
  },
})

type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K]
}

// JSON has no dates: moments travel as ISO strings
function withIsoDates<T extends object>(row: T): Json<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as Json<T>
}

function itemJson<I extends Exclude<InboxItem, { kind: 'contact' }>>(found: I) {
  return { ...found, item: withIsoDates(found.item) }
}

function replyJson(reply: ContactReplyRow) {
  const { email, ...rest } = reply
  return { ...withIsoDates(rest), email: email && withIsoDates(email) }
}

function contactJson(found: Extract<InboxItem, { kind: 'contact' }>) {
  return { ...found, item: withIsoDates(found.item), replies: found.replies.map(replyJson) }
}

const anyItemJson = (found: InboxItem) => (found.kind === 'contact' ? contactJson(found) : itemJson(found))

export function staffInboxRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listInboxRoute, async (c) => {
      const { rows, total } = await listInbox(services.db, c.var.staff.id, c.req.valid('query'))
      return c.json({ items: rows.map(withIsoDates), total }, 200)
    })
    .openapi(getInboxItemRoute, async (c) => {
      const { kind, id } = c.req.valid('param')
      return c.json(anyItemJson(await getInboxItem(services.db, kind, id)), 200)
    })
    .openapi(updateInboxItemRoute, async (c) => {
      const { kind, id } = c.req.valid('param')
      const updated = await updateInboxItem(services.db, c.var.staff, kind, id, c.req.valid('json'))
      return c.json(anyItemJson(updated), 200)
    })
    .openapi(reviewCareerRoute, async (c) => {
      const { emailed, item } = await reviewCareerApplication(
        services,
        c.var.staff,
        c.req.valid('param').id,
        c.req.valid('json'),
      )
      return c.json({ emailed, item: itemJson(item) }, 200)
    })
    .openapi(replyContactRoute, async (c) => {
      const { id } = c.req.valid('param')
      const item = await replyToContactMessage(services, c.var.staff, id, c.req.valid('json'))
      return c.json(contactJson(item), 201)
    })
}
