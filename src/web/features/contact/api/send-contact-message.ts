import type { ContactMessageInput } from '@/domain/contact-message'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'

export async function sendContactMessage(json: ContactMessageInput) {
  return readResponse(api['contact-messages'].$post({ json }))
}
