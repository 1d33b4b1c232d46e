import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'

/** Emails the sender of a contact message a reply staff wrote; created with the reply, in its transaction. */
export const contactReplyJob = defineJob({
  name: 'contact-reply-email',
  schema: z.object({ replyId: z.uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 15,
})
