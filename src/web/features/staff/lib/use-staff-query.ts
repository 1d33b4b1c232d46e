import { useQuery } from '@tanstack/react-query'
import { type AnyClientResponse, readResponse, type SuccessBody } from '@/web/lib/api-error'

type StaffQueryOptions<R> = {
  /** how soon to read again, from what was read last: a number of milliseconds, or false to stop */
  refetchInterval?: (body: SuccessBody<R> | undefined) => number | false
}

/** A staff screen's read: the typed API call and the body its route answers, or the server's error. */
export function useStaffQuery<R extends AnyClientResponse>(
  key: readonly unknown[],
  request: () => Promise<R>,
  { refetchInterval }: StaffQueryOptions<R> = {},
) {
  return useQuery({
    queryKey: ['staff', ...key],
    queryFn: () => readResponse(request()),
    refetchInterval:
      refetchInterval &&
      ((query: { state: { data: SuccessBody<R> | undefined } }) => refetchInterval(query.state.data)),
  })
}
