import type { DefaultValues } from 'react-hook-form'
import { z } from 'zod'
import { commissionLengths, commissionStyles, optionIds } from '@/domain/catalog-options'
import { commissionRequestSchema } from '@/domain/commission-request'

// the selects start on a "choose" prompt, so an empty choice reads as a request to choose, not as bad input
export const commissionFormSchema = commissionRequestSchema.extend({
  style: z.enum(optionIds(commissionStyles), { error: 'Please choose a style' }),
  length: z.enum(optionIds(commissionLengths), { error: 'Please choose a length' }),
})

export type CommissionFormValues = z.input<typeof commissionFormSchema>

// style and length are left out: their selects open on the prompt
export const blankCommission: DefaultValues<CommissionFormValues> = {
  name: '',
  email: '',
  target: '',
  tale: '',
  voiceNarration: false,
  deadline: '',
  finalWishes: '',
}

export const requiredCommissionFields = ['name', 'email', 'target', 'tale', 'style', 'length'] as const
export const commissionFields = [
  ...requiredCommissionFields,
  'voiceNarration',
  'deadline',
  'finalWishes',
] as const
