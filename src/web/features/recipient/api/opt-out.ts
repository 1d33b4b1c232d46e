import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

/** Puts the address a scroll's email went to on the do-not-send list, by the token of its link. */
export async function optOut(token: string) {
  return readResponse(api.recipients['opt-out'][':token'].$post({ param: { token } }))
}
