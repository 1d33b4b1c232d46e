import type { FreeSampleRequest } from '@/domain/free-samples'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { useApiMutation } from '@/web/lib/use-api-mutation'

export async function takeFreeSample(json: FreeSampleRequest) {
  return readResponse(api['free-samples'].$post({ json }))
}

export type TakenSample = Awaited<ReturnType<typeof takeFreeSample>>

export const isDailyLimit = (error: unknown) => error instanceof ApiError && error.status === 429

export function useTakeFreeSample() {
  return useApiMutation(takeFreeSample)
}
