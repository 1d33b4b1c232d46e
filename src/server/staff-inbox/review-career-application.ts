import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { careerApplications } from '../db/schema'
import { HttpError } from '../http/errors'
import type { ReviewDecision } from '../letters/career-decision'
import type { Services } from '../services'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { careerDecisionJob } from './career-decision-job'
import { getInboxItem } from './inbox-item'

/**
 * Records the council's decision on an application and queues the applicant's letter, in one transaction
 * under the row's lock: of two identical clicks, the second finds the decision already made and sends
 * nothing. Each change of decision sends its own letter.
 */
export async function reviewCareerApplication(
  services: Services,
  staff: StaffActor,
  id: string,
  review: { decision: ReviewDecision; message?: string },
) {
  const emailed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reviewStatus: careerApplications.reviewStatus })
      .from(careerApplications)
      .where(eq(careerApplications.id, id))
      .for('update')
    if (!row) throw new HttpError(404, 'not_found', 'There is no such career application.')
    if (row.reviewStatus === review.decision) return false
    const letterId = randomUUID()
    await tx
      .update(careerApplications)
      .set({ reviewStatus: review.decision })
      .where(eq(careerApplications.id, id))
    await recordStaffAction(tx, staff, 'review', 'career', id, {
      decision: review.decision,
      previous: row.reviewStatus,
      letterId,
      ...(review.message ? { message: review.message } : {}),
    })
    await services.jobs.send(
      careerDecisionJob,
      { applicationId: id, decision: review.decision, message: review.message, letterId },
      { tx },
    )
    return true
  })
  return { emailed, item: await getInboxItem(services.db, 'career', id) }
}
