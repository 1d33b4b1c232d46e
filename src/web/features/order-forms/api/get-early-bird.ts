import type { InferResponseType } from 'hono/client'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'
import { useServerData } from '@/web/lib/use-server-data'

const earlyBirdEndpoint = api['early-bird'].$get
export type EarlyBird = InferResponseType<typeof earlyBirdEndpoint, 200>

/** How many early-bird places are left; only a hint for the live total, the server decides at checkout. */
export async function getEarlyBird(): Promise<EarlyBird> {
  return readJson<EarlyBird>(await earlyBirdEndpoint())
}

export function useEarlyBird() {
  return useServerData(getEarlyBird)
}
