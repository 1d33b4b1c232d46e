import { useQuery } from '@tanstack/react-query'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

/** An active partner's page data; an inactive or unknown partner rejects with an ApiError of status 404. */
export async function getPartner(slug: string) {
  return readResponse(api.partners[':slug'].$get({ param: { slug } }))
}

export type PublicPartner = Awaited<ReturnType<typeof getPartner>>

export function usePartner(slug: string) {
  return useQuery({ queryKey: ['partners', slug], queryFn: () => getPartner(slug), retry: false })
}
