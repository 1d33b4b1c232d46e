import { fulfilOrderJob } from './fulfilment/fulfil-order-job'
import type { Services } from './services'
import { notifyTeam } from './team-mail/notify-team'
import { notifyTeamJob } from './team-mail/notify-team-job'

/** Every job the shop queues; their queues are created at start. */
export const jobDefinitions = [notifyTeamJob, fulfilOrderJob] as const

/** The handlers of the shop's background jobs. */
export async function registerWorkers(services: Services) {
  await services.jobs.work(notifyTeamJob, (notice) => notifyTeam(services, notice))
}
