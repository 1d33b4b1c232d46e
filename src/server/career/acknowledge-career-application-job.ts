import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'

/** Tells the applicant their application arrived; created with the application, in its transaction. */
export const acknowledgeCareerApplicationJob = defineJob({
  name: 'acknowledge-career-application',
  schema: z.object({ id: z.uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 15,
})
