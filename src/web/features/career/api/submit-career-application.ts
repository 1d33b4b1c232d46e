import type { CareerApplicationInput } from '@/domain/career-application'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'
import { useApiMutation } from '@/web/lib/use-api-mutation'

export async function submitCareerApplication(json: CareerApplicationInput) {
  return readJson<{ id: string }>(await api['career-applications'].$post({ json }))
}

export function useSubmitCareerApplication() {
  return useApiMutation(submitCareerApplication)
}
