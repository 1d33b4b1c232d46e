import type { z } from 'zod'

/** A named job with its payload schema and queue policy; handlers live beside it and must be idempotent. */
export type JobDefinition<T> = {
  name: string
  schema: z.ZodType<T>
  retryLimit: number
  retryDelaySeconds: number
}

export function defineJob<T>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition
}
