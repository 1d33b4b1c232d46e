import { useQuery } from '@tanstack/react-query'
import { readJson } from '@/web/lib/api-error'

/** A staff screen's read: the typed API call and the JSON it answers, or the server's error. */
export function useStaffQuery<T>(key: readonly unknown[], request: () => Promise<Response>) {
  return useQuery({ queryKey: ['staff', ...key], queryFn: async () => readJson<T>(await request()) })
}
