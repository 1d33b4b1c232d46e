import { api } from '@/web/lib/api-client'
import { ApiError } from '@/web/lib/api-error'

export async function recordNotFoundHit(path: string) {
  const response = await api['not-found-hits'].$post({ json: { path } })
  if (!response.ok)
    throw new ApiError(response.status, 'not_recorded', `Not-found hit not recorded (${response.status})`)
}
