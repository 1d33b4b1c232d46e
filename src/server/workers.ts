import { drawWeeklyWinner } from './drawings/draw-weekly-winner'
import { WEEKLY_DRAWING_CRON, weeklyDrawingJob } from './drawings/weekly-drawing-job'
import { fulfilmentStepJob, fulfilOrderJob } from './fulfilment/fulfil-order-job'
import { failFulfilment, runFulfilment } from './fulfilment/run-fulfilment-step'
import type { Services } from './services'
import { notifyTeam } from './team-mail/notify-team'
import { notifyTeamJob } from './team-mail/notify-team-job'

/** Every job the shop queues; their queues are created at start. */
export const jobDefinitions = [notifyTeamJob, fulfilOrderJob, fulfilmentStepJob, weeklyDrawingJob] as const

/** The handlers of the shop's background jobs. */
export async function registerWorkers(services: Services) {
  await services.jobs.work(notifyTeamJob, (notice) => notifyTeam(services, notice))
  await services.jobs.work(fulfilOrderJob, ({ orderId }) => runFulfilment(services, orderId, 'compose'), {
    onExhausted: ({ orderId }, error) => failFulfilment(services, orderId, error),
  })
  await services.jobs.work(fulfilmentStepJob, ({ orderId, step }) => runFulfilment(services, orderId, step), {
    onExhausted: ({ orderId }, error) => failFulfilment(services, orderId, error),
  })
  await services.jobs.work(weeklyDrawingJob, async () => {
    await drawWeeklyWinner(services)
  })
  await services.jobs.schedule(weeklyDrawingJob, WEEKLY_DRAWING_CRON, {}, services.config.SHOP_TZ)
}
