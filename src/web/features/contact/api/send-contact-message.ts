import type { ContactMessageInput } from '@/domain/contact-message'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'
import { useApiMutation } from '@/web/lib/use-api-mutation'

export async function sendContactMessage(json: ContactMessageInput) {
  return readJson<{ id: string }>(await api['contact-messages'].$post({ json }))
}

export function useSendContactMessage() {
  return useApiMutation(sendContactMessage)
}
