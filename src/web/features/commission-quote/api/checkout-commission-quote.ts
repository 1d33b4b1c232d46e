import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

/** Opens a checkout for a quote at its price; answers where to pay. */
export async function checkoutCommissionQuote(token: string) {
  return readResponse(api['commission-quotes'][':token'].checkout.$post({ param: { token } }))
}
