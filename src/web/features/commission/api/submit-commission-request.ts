import { useMutation } from '@tanstack/react-query'
import type { CommissionRequestInput } from '@/domain/commission-request'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'

/** Stores the request; the team is emailed and answers with a quote. */
export async function submitCommissionRequest(json: CommissionRequestInput) {
  return readJson<{ id: string }>(await api['commission-requests'].$post({ json }))
}

export function useSubmitCommissionRequest() {
  return useMutation({ mutationFn: submitCommissionRequest })
}
