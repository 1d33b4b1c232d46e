import { z } from 'zod'
import { contactSubjects } from './contact-subjects'
import { emailField, requiredMultilineText, requiredText } from './form-fields'

// the subjects live in a module without zod, so the web lists them without loading the schema
export { contactSubjects } from './contact-subjects'

export const contactMessageSchema = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  subject: z.enum(contactSubjects, { error: 'Subject must be one of the listed subjects' }).optional(),
  message: requiredMultilineText('Message', 5000),
})

export type ContactMessage = z.infer<typeof contactMessageSchema>
export type ContactMessageInput = z.input<typeof contactMessageSchema>
