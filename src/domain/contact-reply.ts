import { z } from 'zod'
import { MAX_CONTACT_REPLY_LENGTH } from './contact-reply-limits'
import { requiredMultilineText } from './form-fields'

/** What staff send in answer to a contact message; named as the Inbox's reply form labels it. */
export const contactReplySchema = z.object({
  message: requiredMultilineText('Reply', MAX_CONTACT_REPLY_LENGTH),
})

export type ContactReply = z.infer<typeof contactReplySchema>
export type ContactReplyInput = z.input<typeof contactReplySchema>
