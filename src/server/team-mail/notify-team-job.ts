import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'

export const teamNoticeKinds = ['contact', 'career', 'commission'] as const
export type TeamNoticeKind = (typeof teamNoticeKinds)[number]

export const notifyTeamJob = defineJob({
  name: 'notify-team',
  schema: z.object({ kind: z.enum(teamNoticeKinds), id: z.uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 15,
})
