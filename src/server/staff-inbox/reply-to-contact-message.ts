import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { contactMessages, contactReplies } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Services } from '../services'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { contactReplyJob } from './contact-reply-job'
import { getInboxItem } from './inbox-item'
import { contactReplyMessageId } from './send-contact-reply'

/**
 * Stores a member of staff's reply to a contact message and queues its letter to the sender, in one
 * transaction under the message's lock. An answered message is handled (and read), as staff would mark it
 * by hand; each of those changes is recorded as their action beside the reply's (decision 068).
 */
export async function replyToContactMessage(
  services: Services,
  staff: StaffActor,
  id: string,
  reply: { message: string },
) {
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ readAt: contactMessages.readAt, handledAt: contactMessages.handledAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update')
    if (!row) throw new HttpError(404, 'not_found', 'There is no such contact message.')
    const replyId = randomUUID()
    await tx.insert(contactReplies).values({
      id: replyId,
      contactMessageId: id,
      authorId: staff.id,
      body: reply.message,
      emailMessageId: contactReplyMessageId(replyId),
    })
    await recordStaffAction(tx, staff, 'reply', 'contact', id, { replyId })
    const now = new Date()
    if (row.readAt === null) await recordStaffAction(tx, staff, 'mark-read', 'contact', id)
    if (row.handledAt === null) await recordStaffAction(tx, staff, 'mark-handled', 'contact', id)
    await tx
      .update(contactMessages)
      .set({ readAt: row.readAt ?? now, handledAt: row.handledAt ?? now })
      .where(eq(contactMessages.id, id))
    await services.jobs.send(contactReplyJob, { replyId }, { tx })
  })
  return getInboxItem(services.db, 'contact', id)
}
