import type { DefaultValues } from 'react-hook-form'
import type { CommissionFormValues } from './commission-form-schema'

// style and length are left out: their selects open on the prompt
export const blankCommission: DefaultValues<CommissionFormValues> = {
  name: '',
  email: '',
  target: '',
  tale: '',
  voiceNarration: false,
  anonymousDelivery: false,
  deadline: '',
  finalWishes: '',
}

export const requiredCommissionFields = ['name', 'email', 'target', 'tale', 'style', 'length'] as const
export const commissionFields = [
  ...requiredCommissionFields,
  'voiceNarration',
  'anonymousDelivery',
  'deadline',
  'finalWishes',
] as const
