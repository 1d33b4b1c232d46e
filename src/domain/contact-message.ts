import { z } from 'zod'
import { emailField, requiredText } from './form-fields'

export const contactSubjects = [
  'Custom Rant Request',
  'Order Issue',
  'Employment',
  'Partnership',
  'Complaint',
  'Feedback',
  'Other',
] as const

export const contactMessageSchema = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  subject: z.enum(contactSubjects, { error: 'Subject must be one of the listed subjects' }).optional(),
  message: requiredText('Message', 5000),
})

export type ContactMessage = z.infer<typeof contactMessageSchema>
export type ContactMessageInput = z.input<typeof contactMessageSchema>
