import { z } from 'zod'
import { commissionLengths, commissionStyles, optionIds } from './catalog-options'
import {
  emailField,
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
} from './form-fields'

export const commissionRequestSchema = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  target: requiredText('Target', 200),
  tale: requiredMultilineText('Tale', 10_000),
  style: z.enum(optionIds(commissionStyles), { error: 'Style must be one of the listed styles' }),
  length: z.enum(optionIds(commissionLengths), { error: 'Length must be one of the listed lengths' }),
  voiceNarration: z.boolean().default(false),
  anonymousDelivery: z.boolean().default(false),
  deadline: optionalText('Deadline', 100),
  finalWishes: optionalMultilineText('Final wishes', 5000),
})

export type CommissionRequest = z.infer<typeof commissionRequestSchema>
export type CommissionRequestInput = z.input<typeof commissionRequestSchema>
