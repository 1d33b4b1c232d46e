import { useQuery } from '@tanstack/react-query'
import { type AnyClientResponse, readResponse } from '@/web/lib/api-error'

/** A staff screen's read: the typed API call and the body its route answers, or the server's error. */
export function useStaffQuery<R extends AnyClientResponse>(
  key: readonly unknown[],
  request: () => Promise<R>,
) {
  return useQuery({ queryKey: ['staff', ...key], queryFn: () => readResponse(request()) })
}
