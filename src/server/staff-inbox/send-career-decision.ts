import { eq } from 'drizzle-orm'
import { careerApplications } from '../db/schema'
import type { ReviewDecision } from '../letters/career-decision'
import { careerDecisionEmail } from '../letters/career-decision'
import { shopMessageId } from '../mail/message-id'
import type { Services } from '../services'

type Letter = { applicationId: string; decision: ReviewDecision; message?: string; letterId: string }

/** One Message-ID per letter, so a letter sent again after a crash is known for the same one. */
export function careerDecisionMessageId(letterId: string): string {
  return shopMessageId(`career-decision-${letterId}`)
}

/**
 * Sends the applicant the letter for one decision. A crash between the mail server's acceptance and the
 * job's completion sends it again with the same Message-ID, which mail clients and the dev outbox drop.
 */
export async function sendCareerDecision(services: Services, letter: Letter) {
  const [application] = await services.db
    .select({ name: careerApplications.name, email: careerApplications.email, role: careerApplications.role })
    .from(careerApplications)
    .where(eq(careerApplications.id, letter.applicationId))
  if (!application) return
  const email = careerDecisionEmail({
    applicantName: application.name,
    role: application.role,
    decision: letter.decision,
    message: letter.message,
  })
  await services.mailer.send({
    to: application.email,
    ...email,
    messageId: careerDecisionMessageId(letter.letterId),
  })
}
