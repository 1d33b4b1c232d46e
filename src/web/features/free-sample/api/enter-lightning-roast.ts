import type { LightningRoastEntry } from '@/domain/free-samples'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'
import { useApiMutation } from '@/web/lib/use-api-mutation'

/** An entry into this week's drawing of a free lightning roast. */
export async function enterLightningRoast(json: LightningRoastEntry) {
  return readJson<{ id: string }>(await api['lightning-roast-entries'].$post({ json }))
}

export function useEnterLightningRoast() {
  return useApiMutation(enterLightningRoast)
}
