import { acknowledgeCareerApplication } from './career/acknowledge-career-application'
import { acknowledgeCareerApplicationJob } from './career/acknowledge-career-application-job'
import { commissionQuoteJob } from './commission-quotes/commission-quote-job'
import { sendCommissionQuote } from './commission-quotes/send-commission-quote'
import { acknowledgeCommission } from './commissions/acknowledge-commission'
import { acknowledgeCommissionJob } from './commissions/acknowledge-commission-job'
import type { Config } from './config'
import { acknowledgeContactMessage } from './contact/acknowledge-contact-message'
import { acknowledgeContactMessageJob } from './contact/acknowledge-contact-message-job'
import { drawWeeklyWinner } from './drawings/draw-weekly-winner'
import { WEEKLY_DRAWING_CRON, weeklyDrawingJob } from './drawings/weekly-drawing-job'
import { failFulfilment, runFulfilment } from './fulfilment/chain'
import { lateNarrationJob } from './fulfilment/narration-delivery/late-narration-job'
import { giveUpLateNarration, sendLateNarration } from './fulfilment/narration-delivery/send-late-narration'
import { sendReviewNotice } from './orders/hold-order'
import {
  fulfilmentStepJob,
  fulfilOrderJob,
  orderRefundedMailJob,
  refundPaymentJob,
  reviewNoticeMailJob,
} from './orders/order-jobs'
import { recordFailedRefund, refundPayment, sendOrderRefundedMail } from './orders/refund-order'
import type { Services } from './services'
import { careerDecisionJob } from './staff-inbox/career-decision-job'
import { contactReplyJob } from './staff-inbox/contact-reply-job'
import { sendCareerDecision } from './staff-inbox/send-career-decision'
import { sendContactReply } from './staff-inbox/send-contact-reply'
import { notifyTeam } from './team-mail/notify-team'
import { notifyTeamJob } from './team-mail/notify-team-job'

/** Every job the shop queues; their queues are created at start. */
export const jobDefinitions = [
  notifyTeamJob,
  acknowledgeCommissionJob,
  acknowledgeContactMessageJob,
  acknowledgeCareerApplicationJob,
  commissionQuoteJob,
  careerDecisionJob,
  contactReplyJob,
  fulfilOrderJob,
  fulfilmentStepJob,
  lateNarrationJob,
  weeklyDrawingJob,
  refundPaymentJob,
  orderRefundedMailJob,
  reviewNoticeMailJob,
] as const

/** The shop's jobs with the retries the configuration gives fulfilment (`FULFILMENT_RETRIES`). */
export function configuredJobs(config: Pick<Config, 'FULFILMENT_RETRIES'>) {
  return jobDefinitions.map((job) =>
    job === fulfilOrderJob || job === fulfilmentStepJob
      ? { ...job, retryLimit: config.FULFILMENT_RETRIES }
      : job,
  )
}

/** The handlers of the shop's background jobs. */
export async function registerWorkers(services: Services) {
  await services.jobs.work(notifyTeamJob, (notice) => notifyTeam(services, notice))
  await services.jobs.work(acknowledgeCommissionJob, (request) => acknowledgeCommission(services, request))
  await services.jobs.work(acknowledgeContactMessageJob, (message) =>
    acknowledgeContactMessage(services, message),
  )
  await services.jobs.work(acknowledgeCareerApplicationJob, (application) =>
    acknowledgeCareerApplication(services, application),
  )
  await services.jobs.work(commissionQuoteJob, (quote) => sendCommissionQuote(services, quote))
  await services.jobs.work(careerDecisionJob, (letter) => sendCareerDecision(services, letter))
  await services.jobs.work(contactReplyJob, (reply) => sendContactReply(services, reply))
  await services.jobs.work(fulfilOrderJob, ({ orderId }) => runFulfilment(services, orderId, 'compose'), {
    onExhausted: ({ orderId }, error) => failFulfilment(services, orderId, error),
  })
  await services.jobs.work(fulfilmentStepJob, ({ orderId, step }) => runFulfilment(services, orderId, step), {
    onExhausted: ({ orderId }, error) => failFulfilment(services, orderId, error),
  })
  await services.jobs.work(lateNarrationJob, ({ deliveryId }) => sendLateNarration(services, deliveryId), {
    onExhausted: ({ deliveryId }, error) => giveUpLateNarration(services, deliveryId, error),
  })
  await services.jobs.work(weeklyDrawingJob, async () => {
    await drawWeeklyWinner(services)
  })
  await services.jobs.work(refundPaymentJob, (refund) => refundPayment(services, refund), {
    onExhausted: (refund, error) => recordFailedRefund(services, refund, error),
  })
  await services.jobs.work(orderRefundedMailJob, (refund) => sendOrderRefundedMail(services, refund))
  await services.jobs.work(reviewNoticeMailJob, (notice) => sendReviewNotice(services, notice))
  await services.jobs.schedule(weeklyDrawingJob, WEEKLY_DRAWING_CRON, {}, services.config.SHOP_TZ)
}
