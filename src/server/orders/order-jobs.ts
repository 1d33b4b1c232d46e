import { z } from 'zod'
import { fulfilmentSteps } from '@/domain/order-lifecycle'
import { codeRules } from '@/domain/scribes-code'
import { defineJob } from '../jobs/job-definition'

// The jobs an order's verbs queue, each in the transaction that decides it; `workers.ts` gives their handlers.

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

/** Gives a checkout's payment back; created with the decision to refund, in the same transaction. */
export const refundPaymentJob = defineJob({
  name: 'refund-payment',
  schema: z.object({ orderId: z.uuid(), sessionId: z.string().min(1) }),
  retryLimit: 10,
  retryDelaySeconds: 30,
})

/** The customer's letter about a refund: a job, so a mail server that is down delays it, never loses it. */
export const orderRefundedMailJob = defineJob({
  name: 'order-refunded-mail',
  // a refusal names the rule of the Scribes' Code the order broke; a recipient's "no more" says so; staff
  // give their reason; a part refund says how much of the payment came back
  schema: z.object({
    orderId: z.uuid(),
    refusedFor: z.enum(codeRules).optional(),
    recipientOptedOut: z.literal(true).optional(),
    reason: z.string().optional(),
    part: z.object({ amountCents: z.number().int(), refundedCents: z.number().int() }).optional(),
  }),
  retryLimit: 10,
  retryDelaySeconds: 60,
})

/** The customer's letter that a scribe reads their order before it is sealed. */
export const reviewNoticeMailJob = defineJob({
  name: 'review-notice-mail',
  schema: z.object({ orderId: z.uuid() }),
  retryLimit: 10,
  retryDelaySeconds: 60,
})
