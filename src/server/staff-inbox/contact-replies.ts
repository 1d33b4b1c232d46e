import { asc, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '../db/database'
import { contactReplies, sentEmails, users } from '../db/schema'

/**
 * A contact message's replies, oldest first, with who wrote each (null once the account is deleted) and
 * how its letter fared as the mail log knows it: null until the first attempt to send it.
 */
export async function listContactReplies(db: DbOrTransaction, contactMessageId: string) {
  const rows = await db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      author: users.name,
      createdAt: contactReplies.createdAt,
      emailId: sentEmails.id,
      emailStatus: sentEmails.status,
      emailLastAttemptAt: sentEmails.lastAttemptAt,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .leftJoin(sentEmails, eq(sentEmails.messageId, contactReplies.emailMessageId))
    .where(eq(contactReplies.contactMessageId, contactMessageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
  return rows.map(({ emailId, emailStatus, emailLastAttemptAt, ...reply }) => ({
    ...reply,
    email:
      emailId && emailStatus && emailLastAttemptAt
        ? { id: emailId, status: emailStatus, lastAttemptAt: emailLastAttemptAt }
        : null,
  }))
}

export type ContactReplyRow = Awaited<ReturnType<typeof listContactReplies>>[number]
