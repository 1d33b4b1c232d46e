import type { CareerApplicationInput } from '@/domain/career-application'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

export async function submitCareerApplication(json: CareerApplicationInput) {
  return readResponse(api['career-applications'].$post({ json }))
}
