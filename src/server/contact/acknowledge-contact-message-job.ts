import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'

/** Tells the sender their contact message arrived; created with the message, in its transaction. */
export const acknowledgeContactMessageJob = defineJob({
  name: 'acknowledge-contact-message',
  schema: z.object({ id: z.uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 15,
})
