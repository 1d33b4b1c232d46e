import { useQuery } from '@tanstack/react-query'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'

export type PublicPartner = { name: string; slug: string; hasDiscountCode: boolean }

/** An active partner's page data; an inactive or unknown partner rejects with an ApiError of status 404. */
export async function getPartner(slug: string): Promise<PublicPartner> {
  return readJson<PublicPartner>(await api.partners[':slug'].$get({ param: { slug } }))
}

export function usePartner(slug: string) {
  return useQuery({ queryKey: ['partners', slug], queryFn: () => getPartner(slug), retry: false })
}
