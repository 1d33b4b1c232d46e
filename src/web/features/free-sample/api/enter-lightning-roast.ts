import type { LightningRoastEntry } from '@/domain/free-samples'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

/** An entry into this week's drawing of a free lightning roast. */
export async function enterLightningRoast(json: LightningRoastEntry) {
  return readResponse(api['lightning-roast-entries'].$post({ json }))
}
