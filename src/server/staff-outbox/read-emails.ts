import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Db } from '../db/database'
import { orders, type SentEmailStatus, sentEmails } from '../db/schema'
import { HttpError } from '../http/errors'
import { readRawMessage } from '../mail/raw-message'
import { mailBucket } from '../mail/recorded-mailer'
import type { Services } from '../services'

export const emailColumns = {
  id: sentEmails.id,
  messageId: sentEmails.messageId,
  to: sentEmails.to,
  subject: sentEmails.subject,
  status: sentEmails.status,
  lastError: sentEmails.lastError,
  attempts: sentEmails.attempts,
  firstAttemptAt: sentEmails.firstAttemptAt,
  lastAttemptAt: sentEmails.lastAttemptAt,
  orderId: sentEmails.orderId,
  orderNumber: orders.orderNumber,
  attachments: sentEmails.attachments,
  sizeBytes: sentEmails.sizeBytes,
}

export type EmailListQuery = {
  page: number
  pageSize: number
  status?: SentEmailStatus
  search?: string
  orderId?: string
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** One page of the mail log, newest first, with the number of all that match. */
export async function listEmails(db: Db, query: EmailListQuery) {
  const conditions: SQL[] = []
  if (query.status) conditions.push(eq(sentEmails.status, query.status))
  if (query.orderId) conditions.push(eq(sentEmails.orderId, query.orderId))
  if (query.search) {
    const pattern = likePattern(query.search)
    conditions.push(or(ilike(sentEmails.to, pattern), ilike(sentEmails.subject, pattern)) as SQL)
  }
  const where = and(...conditions)
  const [emails, [total]] = await Promise.all([
    db
      .select(emailColumns)
      .from(sentEmails)
      .leftJoin(orders, eq(orders.id, sentEmails.orderId))
      .where(where)
      .orderBy(desc(sentEmails.firstAttemptAt), desc(sentEmails.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(sentEmails).where(where),
  ])
  return { emails, total: total?.value ?? 0 }
}

export type Email = Awaited<ReturnType<typeof listEmails>>['emails'][number]

const noSuchEmail = () => new HttpError(404, 'not_found', 'There is no email with this id in the outbox.')

export async function findEmail(db: Db, id: string): Promise<Email & { rawKey: string }> {
  const [email] = await db
    .select({ ...emailColumns, rawKey: sentEmails.rawKey })
    .from(sentEmails)
    .leftJoin(orders, eq(orders.id, sentEmails.orderId))
    .where(eq(sentEmails.id, id))
  if (!email) throw noSuchEmail()
  return email
}

/** The whole message as kept by the mail log; null when its copy is gone from storage. */
export async function readStoredMessage(services: Services, rawKey: string) {
  if (!(await services.storage.exists(mailBucket, rawKey))) return null
  return Buffer.from(await services.storage.get(mailBucket, rawKey))
}

/** An email with its plain-text body, read from the message as it was sent. */
export async function getEmail(services: Services, id: string) {
  const { rawKey, ...email } = await findEmail(services.db, id)
  const raw = await readStoredMessage(services, rawKey)
  return { ...email, text: raw ? (await readRawMessage(raw)).text : null }
}

/** One attachment of an email: its name and type from the log, its bytes from the message itself. */
export async function openAttachment(services: Services, id: string, index: number) {
  const email = await findEmail(services.db, id)
  const attachment = email.attachments[index]
  const raw = attachment ? await readStoredMessage(services, email.rawKey) : null
  const content = raw ? (await readRawMessage(raw)).attachments[index] : undefined
  if (!attachment || !content) {
    throw new HttpError(404, 'not_found', 'This email has no such attachment.', {
      index: 'No attachment at this position',
    })
  }
  return { attachment, content }
}
