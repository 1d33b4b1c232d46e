import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'

/** Writes, seals and delivers a paid order's scroll; created in the same transaction that marks it paid. */
export const fulfilOrderJob = defineJob({
  name: 'fulfil-order',
  schema: z.object({ orderId: z.uuid() }),
  retryLimit: 10,
  retryDelaySeconds: 30,
})
