import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'

/** Gives a checkout's payment back; created with the decision to refund, in the same transaction. */
export const refundPaymentJob = defineJob({
  name: 'refund-payment',
  schema: z.object({ orderId: z.uuid(), sessionId: z.string().min(1) }),
  retryLimit: 10,
  retryDelaySeconds: 30,
})
