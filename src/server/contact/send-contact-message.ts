import type { ContactMessage } from '@/domain/contact-message'
import { contactMessages } from '../db/schema'
import type { Services } from '../services'
import { notifyTeamJob } from '../team-mail/notify-team-job'
import { acknowledgeContactMessageJob } from './acknowledge-contact-message-job'

/**
 * Stores the message and queues its two emails in one transaction (the team's, and the sender's
 * acknowledgement); the reply never waits for SMTP.
 */
export async function sendContactMessage(services: Services, message: ContactMessage) {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
      })
      .returning({ id: contactMessages.id })
    if (!row) throw new Error('contact message was not stored')
    await services.jobs.send(notifyTeamJob, { kind: 'contact', id: row.id }, { tx })
    await services.jobs.send(acknowledgeContactMessageJob, { id: row.id }, { tx })
    return row
  })
}
