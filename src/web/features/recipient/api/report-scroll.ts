import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

/** Sends a recipient's report of a scroll, with their note, to the shop's staff. */
export async function reportScroll(token: string, note: string) {
  return readResponse(
    api.recipients.report[':token'].$post({ param: { token }, json: { note: note.trim() || undefined } }),
  )
}
