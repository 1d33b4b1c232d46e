import { z } from 'zod'
import { commissionLengths, commissionStyles, optionIds } from './catalog-options'
import {
  emailField,
  optionalEmail,
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
} from './form-fields'

/**
 * Only a recipient the scribes write to can be kept from the customer's name, so an anonymous commission
 * names where it goes; any other may leave it empty and come to the customer to pass on.
 */
export const anonymousNeedsRecipient = 'Recipient email is required to deliver anonymously'

export const commissionRequestSchema = z
  .object({
    name: requiredText('Name', 100),
    email: emailField,
    target: requiredText('Target', 200),
    tale: requiredMultilineText('Tale', 10_000),
    style: z.enum(optionIds(commissionStyles), { error: 'Style must be one of the listed styles' }),
    length: z.enum(optionIds(commissionLengths), { error: 'Length must be one of the listed lengths' }),
    voiceNarration: z.boolean().default(false),
    anonymousDelivery: z.boolean().default(false),
    recipientEmail: optionalEmail('Recipient email'),
    deadline: optionalText('Deadline', 100),
    finalWishes: optionalMultilineText('Final wishes', 5000),
  })
  .superRefine((request, ctx) => {
    if (request.anonymousDelivery && !request.recipientEmail) {
      ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: anonymousNeedsRecipient })
    }
  })

export type CommissionRequest = z.infer<typeof commissionRequestSchema>
export type CommissionRequestInput = z.input<typeof commissionRequestSchema>
