import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

/** A quote by the token of its payment link: what its page shows, and whether it can still be paid. */
export async function getCommissionQuote(token: string) {
  return readResponse(api['commission-quotes'][':token'].$get({ param: { token } }))
}

export type CommissionQuote = Awaited<ReturnType<typeof getCommissionQuote>>

export const commissionQuoteQuery = (token: string) =>
  queryOptions({ queryKey: ['commission-quote', token], queryFn: () => getCommissionQuote(token) })

export function useCommissionQuote(token: string) {
  return useQuery(commissionQuoteQuery(token))
}
