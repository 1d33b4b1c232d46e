import type { CommissionRequestInput } from '@/domain/commission-request'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

/** Stores the request; the team is emailed and answers with a quote. */
export async function submitCommissionRequest(json: CommissionRequestInput) {
  return readResponse(api['commission-requests'].$post({ json }))
}
