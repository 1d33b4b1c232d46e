import { useMutation } from '@tanstack/react-query'
import type { CareerApplicationInput } from '@/domain/career-application'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'

export async function submitCareerApplication(json: CareerApplicationInput) {
  return readJson<{ id: string }>(await api['career-applications'].$post({ json }))
}

export function useSubmitCareerApplication() {
  return useMutation({ mutationFn: submitCareerApplication })
}
