import { eq } from 'drizzle-orm'
import { careerApplications } from '../db/schema'
import { careerReceivedEmail } from '../letters/career-application-received'
import { shopMessageId } from '../mail/message-id'
import type { Services } from '../services'

/** One Message-ID per application, so a letter sent again after a crash is known for the same one. */
export function careerReceivedMessageId(applicationId: string): string {
  return shopMessageId(`career-received-${applicationId}`)
}

/**
 * Emails the applicant that their application arrived and when the council reviews it. A crash between
 * the mail server's acceptance and the job's completion sends it again with the same Message-ID, which
 * mail clients and the dev outbox drop.
 */
export async function acknowledgeCareerApplication(services: Services, { id }: { id: string }) {
  const [row] = await services.db
    .select({ name: careerApplications.name, email: careerApplications.email, role: careerApplications.role })
    .from(careerApplications)
    .where(eq(careerApplications.id, id))
  if (!row) return
  const email = careerReceivedEmail({ applicantName: row.name, role: row.role })
  await services.mailer.send({ to: row.email, ...email, messageId: careerReceivedMessageId(id) })
}
