import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'

/**
 * Emails the customer a quote staff wrote; created with the quote, in its transaction, so each quote sends
 * one letter. `origin` is where the shop was served to the member of staff, for the payment link.
 */
export const commissionQuoteJob = defineJob({
  name: 'commission-quote-email',
  schema: z.object({ quoteId: z.uuid(), origin: z.url() }),
  retryLimit: 8,
  retryDelaySeconds: 15,
})
