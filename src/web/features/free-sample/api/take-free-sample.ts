import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { FreeSampleRequest } from '@/domain/free-samples'
import { api } from '@/web/lib/api-client'
import { ApiError, readJson } from '@/web/lib/api-error'
import { type FreeSampleUsage, saveFreeSampleUsage } from '../free-sample-storage'
import { freeSampleUsageKey } from './free-sample-usage'

const takeEndpoint = api['free-samples'].$post
export type TakenSample = InferResponseType<typeof takeEndpoint, 201>

export async function takeFreeSample(json: FreeSampleRequest): Promise<TakenSample> {
  return readJson<TakenSample>(await takeEndpoint({ json }))
}

export const isDailyLimit = (error: unknown) => error instanceof ApiError && error.status === 429

/** Takes a sample; the counter follows the server's answer, including a refusal at the daily limit. */
export function useTakeFreeSample() {
  const queryClient = useQueryClient()
  const setUsage = (usage: FreeSampleUsage) => {
    saveFreeSampleUsage(usage)
    queryClient.setQueryData(freeSampleUsageKey, usage)
  }
  return useMutation({
    mutationFn: takeFreeSample,
    onSuccess: ({ used, remaining, limit }) => {
      const date = queryClient.getQueryData<FreeSampleUsage>(freeSampleUsageKey)?.date
      if (date) setUsage({ date, used, remaining, limit })
      else void queryClient.invalidateQueries({ queryKey: freeSampleUsageKey })
    },
    onError: (error) => {
      if (isDailyLimit(error)) void queryClient.invalidateQueries({ queryKey: freeSampleUsageKey })
    },
  })
}
