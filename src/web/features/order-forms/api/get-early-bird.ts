import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { useServerData } from '@/web/lib/use-server-data'

/** How many early-bird places are left; only a hint for the live total, the server decides at checkout. */
export async function getEarlyBird() {
  return readResponse(api['early-bird'].$get())
}

export function useEarlyBird() {
  return useServerData(getEarlyBird)
}
