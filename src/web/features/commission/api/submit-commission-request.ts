import type { CommissionRequestInput } from '@/domain/commission-request'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'
import { useApiMutation } from '@/web/lib/use-api-mutation'

/** Stores the request; the team is emailed and answers with a quote. */
export async function submitCommissionRequest(json: CommissionRequestInput) {
  return readJson<{ id: string }>(await api['commission-requests'].$post({ json }))
}

export function useSubmitCommissionRequest() {
  return useApiMutation(submitCommissionRequest)
}
