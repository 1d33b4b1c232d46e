import { useQuery } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'

const earlyBirdEndpoint = api['early-bird'].$get
export type EarlyBird = InferResponseType<typeof earlyBirdEndpoint, 200>

/** How many early-bird places are left; only a hint for the live total, the server decides at checkout. */
export async function getEarlyBird(): Promise<EarlyBird> {
  return readJson<EarlyBird>(await earlyBirdEndpoint())
}

export function useEarlyBird() {
  return useQuery({ queryKey: ['early-bird'], queryFn: getEarlyBird, retry: false })
}
