import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'

/** Tells the customer their commission request arrived; created with the request, in its transaction. */
export const acknowledgeCommissionJob = defineJob({
  name: 'acknowledge-commission',
  schema: z.object({ id: z.uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 15,
})
