import { z } from 'zod'
import { defineJob } from '../../jobs/job-definition'

/**
 * Sends a herald's reading that failed when its scroll was sealed. Retries back off to five minutes, so
 * a narrator that is down for most of an hour still gets its readings out.
 */
export const lateNarrationJob = defineJob({
  name: 'late-narration',
  schema: z.object({ deliveryId: z.uuid() }),
  retryLimit: 12,
  retryDelaySeconds: 30,
  heartbeatSeconds: 30,
  concurrency: 1,
})
