import type { Services } from './services'
import { notifyTeam } from './team-mail/notify-team'
import { notifyTeamJob } from './team-mail/notify-team-job'

/** Every background job the shop runs, with its handler. */
export async function registerWorkers(services: Services) {
  await services.jobs.work(notifyTeamJob, (notice) => notifyTeam(services, notice))
}
