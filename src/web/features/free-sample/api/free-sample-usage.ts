import { useQuery } from '@tanstack/react-query'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'
import { type FreeSampleUsage, readFreeSampleUsage, saveFreeSampleUsage } from '../free-sample-storage'

export const freeSampleUsageKey = ['free-samples', 'usage'] as const

export async function getFreeSampleUsage(): Promise<FreeSampleUsage> {
  const usage = await readJson<FreeSampleUsage>(await api['free-samples'].usage.$get())
  saveFreeSampleUsage(usage)
  return usage
}

/** Today's usage from the server; until it answers, the count this browser remembers. */
export function useFreeSampleUsage() {
  return useQuery({
    queryKey: freeSampleUsageKey,
    queryFn: getFreeSampleUsage,
    placeholderData: () => readFreeSampleUsage(),
  })
}
