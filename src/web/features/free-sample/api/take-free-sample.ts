import type { InferResponseType } from 'hono/client'
import type { FreeSampleRequest } from '@/domain/free-samples'
import { api } from '@/web/lib/api-client'
import { ApiError, readJson } from '@/web/lib/api-error'
import { useApiMutation } from '@/web/lib/use-api-mutation'

const takeEndpoint = api['free-samples'].$post
export type TakenSample = InferResponseType<typeof takeEndpoint, 201>

export async function takeFreeSample(json: FreeSampleRequest): Promise<TakenSample> {
  return readJson<TakenSample>(await takeEndpoint({ json }))
}

export const isDailyLimit = (error: unknown) => error instanceof ApiError && error.status === 429

export function useTakeFreeSample() {
  return useApiMutation(takeFreeSample)
}
