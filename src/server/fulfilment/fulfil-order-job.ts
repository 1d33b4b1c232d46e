import { z } from 'zod'
import { fulfilmentSteps } from '@/domain/order-lifecycle'
import { defineJob } from '../jobs/job-definition'

/** Fulfils a paid order, every step in one job; created in the same transaction that marks it paid. */
export const fulfilOrderJob = defineJob({
  name: 'fulfil-order',
  schema: z.object({ orderId: z.uuid() }),
  retryLimit: 10,
  retryDelaySeconds: 10,
  heartbeatSeconds: 10,
  // a job mostly waits on the mail server and the database; several keep the PDF renderer busy
  concurrency: 4,
})

/** Runs the chain again from a step: a retry after failure, a rewritten scroll. */
export const fulfilmentStepJob = defineJob({
  name: 'fulfilment-step',
  schema: z.object({ orderId: z.uuid(), step: z.enum(fulfilmentSteps) }),
  retryLimit: 8,
  retryDelaySeconds: 5,
  heartbeatSeconds: 10,
  concurrency: 4,
})
