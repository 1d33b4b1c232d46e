// the form imports this module on demand, as it pulls in classic zod; its blank values are elsewhere
import { z } from 'zod'
import { commissionLengths, commissionStyles, optionIds } from '@/domain/catalog-options'
import { commissionRequestSchema } from '@/domain/commission-request'

// the selects start on a "choose" prompt, so an empty choice reads as a request to choose, not as bad input;
// safeExtend keeps the request's own check that an anonymous saga names its recipient
export const commissionFormSchema = commissionRequestSchema.safeExtend({
  style: z.enum(optionIds(commissionStyles), { error: 'Please choose a style' }),
  length: z.enum(optionIds(commissionLengths), { error: 'Please choose a length' }),
})

export type CommissionFormValues = z.input<typeof commissionFormSchema>
