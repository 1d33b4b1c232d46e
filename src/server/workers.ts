import type { Services } from './services'
import { notifyTeam, sweepTeamNotices } from './team-mail/notify-team'
import { notifyTeamJob, notifyTeamSweepJob } from './team-mail/notify-team-job'

/** Every background job the shop runs, with its handler. */
export async function registerWorkers(services: Services) {
  await services.jobs.work(notifyTeamJob, (notice) => notifyTeam(services, notice))
  await services.jobs.work(notifyTeamSweepJob, () => sweepTeamNotices(services))
  await services.jobs.schedule(notifyTeamSweepJob, '*/5 * * * *', {}, 'UTC')
}
