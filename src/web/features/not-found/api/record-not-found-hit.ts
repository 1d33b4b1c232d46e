import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

export async function recordNotFoundHit(path: string) {
  await readResponse(api['not-found-hits'].$post({ json: { path } }))
}
