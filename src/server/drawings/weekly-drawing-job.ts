import { z } from 'zod'
import { defineJob } from '../jobs/job-definition'

/** Every Monday at noon in the shop's time zone: one lightning-roast entry of the past week wins. */
export const weeklyDrawingJob = defineJob({
  name: 'weekly-drawing',
  schema: z.object({}),
  retryLimit: 5,
  retryDelaySeconds: 60,
})

export const WEEKLY_DRAWING_CRON = '0 12 * * 1'
