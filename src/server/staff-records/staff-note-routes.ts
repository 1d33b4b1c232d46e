import { OpenAPIHono, z } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { isPlainText, plainTextMessage } from '@/domain/form-fields'
import { staffRoute } from '../auth/staff-access'
import type { DbOrTransaction } from '../db/database'
import { careerApplications, commissionRequests, contactMessages, orders } from '../db/schema'
import { HttpError, validationHook } from '../http/errors'
import { errorResponses, jsonContent } from '../http/openapi'
import type { Services } from '../services'
import { addStaffNote, listStaffNotes, type StaffNote } from './staff-records'

/** What staff can write notes on: an order and the inbox's three kinds of message. */
const notedSubjects = ['order', 'contact', 'career', 'commission'] as const
type NotedSubject = (typeof notedSubjects)[number]

const subjectTables = {
  order: orders,
  contact: contactMessages,
  career: careerApplications,
  commission: commissionRequests,
} as const

async function subjectExists(db: DbOrTransaction, subject: NotedSubject, id: string) {
  const table = subjectTables[subject]
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)
  return row !== undefined
}

const tags = ['Staff: notes']

const noteParams = z.object({
  subject: z
    .enum(notedSubjects, { error: 'subject must be order, contact, career or commission' })
    .openapi({ param: { name: 'subject', in: 'path' } }),
  id: z.uuid('Not an id').openapi({ param: { name: 'id', in: 'path' } }),
})

const noteSchema = z
  .object({
    id: z.uuid(),
    body: z.string(),
    author: z.string().nullable().openapi({ description: 'null once the author’s account was deleted' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('StaffNote')

const listNotesRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/notes/{subject}/{id}',
  operationId: 'listStaffNotes',
  tags,
  summary: 'The staff notes on an order or an inbox message, oldest first',
  request: { params: noteParams },
  responses: {
    200: { description: 'The notes', ...jsonContent(z.object({ notes: z.array(noteSchema) })) },
    ...errorResponses(400, 401, 403, 404),
  },
})

const addNoteRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/notes/{subject}/{id}',
  operationId: 'addStaffNote',
  tags,
  summary: 'Add a note for the team; recorded with its author',
  request: {
    params: noteParams,
    body: {
      required: true,
      ...jsonContent(
        z
          .object({
            body: z
              .string({ error: 'Write a note' })
              .trim()
              .min(1, 'Write a note')
              .max(5000, 'A note is at most 5,000 characters')
              .refine(isPlainText, plainTextMessage('A note')),
          })
          .strict(),
      ),
    },
  },
  responses: {
    201: { description: 'The note as stored', ...jsonContent(noteSchema) },
    ...errorResponses(400, 401, 403, 404),
  },
})

const notFound = () => new HttpError(404, 'not_found', 'There is nothing with this id to write a note on.')

const asJson = (note: StaffNote) => ({ ...note, createdAt: note.createdAt.toISOString() })

export function staffNoteRoutes(services: Services) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listNotesRoute, async (c) => {
      const { subject, id } = c.req.valid('param')
      if (!(await subjectExists(services.db, subject, id))) throw notFound()
      const notes = await listStaffNotes(services.db, subject, id)
      return c.json({ notes: notes.map(asJson) }, 200)
    })
    .openapi(addNoteRoute, async (c) => {
      const { subject, id } = c.req.valid('param')
      if (!(await subjectExists(services.db, subject, id))) throw notFound()
      const note = await addStaffNote(services.db, c.var.staff, subject, id, c.req.valid('json').body)
      return c.json(asJson(note), 201)
    })
}
