import type { ContactMessage } from '@/domain/contact-message'
import { contactMessages } from '../db/schema'
import type { Services } from '../services'
import { queueTeamNotice } from '../team-mail/notify-team'

/** Stores the message first (it is then safe), and leaves emailing the team to a job. */
export async function sendContactMessage(services: Services, message: ContactMessage) {
  const [row] = await services.db
    .insert(contactMessages)
    .values({ name: message.name, email: message.email, subject: message.subject, message: message.message })
    .returning({ id: contactMessages.id })
  if (!row) throw new Error('contact message was not stored')
  await queueTeamNotice(services, { kind: 'contact', id: row.id })
  return row
}
