import type { ContactMessage } from '@/domain/contact-message'
import { contactMessages } from '../db/schema'
import type { Services } from '../services'
import { notifyTeamJob } from '../team-mail/notify-team-job'

/** Stores the message and queues the team email in one transaction; the reply never waits for SMTP. */
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
    return row
  })
}
