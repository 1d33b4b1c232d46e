import type { CareerApplication } from '@/domain/career-application'
import { careerApplications } from '../db/schema'
import type { Services } from '../services'
import { notifyTeamJob } from '../team-mail/notify-team-job'
import { acknowledgeCareerApplicationJob } from './acknowledge-career-application-job'

/**
 * Stores the application and queues its two emails in one transaction (the council's, and the applicant's
 * acknowledgement); the reply never waits for SMTP.
 */
export async function submitCareerApplication(services: Services, application: CareerApplication) {
  const scribe = application.role === 'scribe'
  // each role answers its own questions; answers to the other role's fields are not kept
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(careerApplications)
      .values({
        role: application.role,
        name: application.name,
        email: application.email,
        experience: application.experience,
        portfolio: scribe ? application.portfolio : undefined,
        socialHandles: scribe ? undefined : application.socialHandles,
        followerCount: scribe ? undefined : application.followerCount,
        campaignExperience: scribe ? undefined : application.campaignExperience,
      })
      .returning({ id: careerApplications.id })
    if (!row) throw new Error('career application was not stored')
    await services.jobs.send(notifyTeamJob, { kind: 'career', id: row.id }, { tx })
    await services.jobs.send(acknowledgeCareerApplicationJob, { id: row.id }, { tx })
    return row
  })
}
