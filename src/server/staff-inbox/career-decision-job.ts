import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'
import { reviewDecisions } from '../letters/career-decision'

/**
 * Emails an applicant the council's decision; created with the decision, in its transaction, so each
 * change of decision sends one letter. `letterId` names that letter across retries.
 */
export const careerDecisionJob = defineJob({
  name: 'career-decision-email',
  schema: z.object({
    applicationId: z.uuid(),
    decision: z.enum(reviewDecisions),
    message: z.string().optional(),
    letterId: z.uuid(),
  }),
  retryLimit: 8,
  retryDelaySeconds: 15,
})
