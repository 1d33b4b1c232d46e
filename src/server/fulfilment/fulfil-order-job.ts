import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'

/** Starts fulfilment of a paid order; created in the same transaction that marks it paid. */
export const fulfilOrderJob = defineJob({
  name: 'fulfil-order',
  schema: z.object({ orderId: z.uuid() }),
  retryLimit: 10,
  retryDelaySeconds: 10,
  heartbeatSeconds: 10,
})

export const fulfilmentSteps = ['compose', 'render', 'email', 'receipt', 'complete'] as const
export type FulfilmentStep = (typeof fulfilmentSteps)[number]

/** One step of the chain; each finished step creates the next in the transaction that records it. */
export const fulfilmentStepJob = defineJob({
  name: 'fulfilment-step',
  schema: z.object({ orderId: z.uuid(), step: z.enum(fulfilmentSteps) }),
  retryLimit: 8,
  retryDelaySeconds: 5,
  heartbeatSeconds: 10,
  concurrency: 4,
})
