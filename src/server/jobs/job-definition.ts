import type { z } from 'zod'

/** A named job with its payload schema and queue policy; handlers live beside it and must be idempotent. */
export type JobDefinition<T> = {
  name: string
  schema: z.ZodType<T>
  retryLimit: number
  retryDelaySeconds: number
  /** a worker that stops sending heartbeats (a crashed process) has its job retried after this long */
  heartbeatSeconds?: number
  /** jobs of this queue worked at once by one process (the I/O of one overlaps the work of another) */
  concurrency?: number
}

export function defineJob<T>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition
}
