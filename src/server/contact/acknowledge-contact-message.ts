import { eq } from 'drizzle-orm'
import { contactMessages } from '../db/schema'
import { contactReceivedEmail } from '../letters/contact-message-received'
import { shopMessageId } from '../mail/message-id'
import type { Services } from '../services'

/** One Message-ID per message, so a letter sent again after a crash is known for the same one. */
export function contactReceivedMessageId(messageId: string): string {
  return shopMessageId(`contact-received-${messageId}`)
}

/**
 * Emails the sender that their message arrived and when an answer comes. A crash between the mail
 * server's acceptance and the job's completion sends it again with the same Message-ID, which mail
 * clients and the dev outbox drop.
 */
export async function acknowledgeContactMessage(services: Services, { id }: { id: string }) {
  const [row] = await services.db
    .select({ name: contactMessages.name, email: contactMessages.email, subject: contactMessages.subject })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
  if (!row) return
  const email = contactReceivedEmail({ senderName: row.name, subject: row.subject })
  await services.mailer.send({ to: row.email, ...email, messageId: contactReceivedMessageId(id) })
}
