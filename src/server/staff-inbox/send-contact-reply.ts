import { eq } from 'drizzle-orm'
import { contactMessages, contactReplies } from '../db/schema'
import { contactAnsweredEmail } from '../letters/contact-message-answered'
import { shopMessageId } from '../mail/message-id'
import type { Services } from '../services'

/** One Message-ID per reply, stored with it: the mail log finds the reply's letter by it. */
export function contactReplyMessageId(replyId: string): string {
  return shopMessageId(`contact-reply-${replyId}`)
}

/**
 * Sends the sender of a contact message one reply. A crash between the mail server's acceptance and the
 * job's completion sends it again with the same Message-ID, which mail clients and the dev outbox drop.
 */
export async function sendContactReply(services: Services, { replyId }: { replyId: string }) {
  const [row] = await services.db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      receivedAt: contactMessages.createdAt,
      reply: contactReplies.body,
      messageId: contactReplies.emailMessageId,
    })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.contactMessageId))
    .where(eq(contactReplies.id, replyId))
  // a message deleted meanwhile takes its replies with it: there is no one left to write to
  if (!row) return
  const email = contactAnsweredEmail({
    senderName: row.name,
    subject: row.subject,
    receivedAt: row.receivedAt,
    message: row.message,
    reply: row.reply,
  })
  await services.mailer.send({ to: row.email, ...email, messageId: row.messageId })
}
