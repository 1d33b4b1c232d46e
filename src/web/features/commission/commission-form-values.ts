import type { CommissionFormValues } from './commission-form-schema'

/** What the form holds: style and length stay unset until chosen, as their selects open on the prompt. */
export type CommissionFormInput = Omit<CommissionFormValues, 'style' | 'length'> &
  Partial<Pick<CommissionFormValues, 'style' | 'length'>>

export const blankCommission: CommissionFormInput = {
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
