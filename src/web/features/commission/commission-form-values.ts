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
  recipientEmail: '',
  deadline: '',
  finalWishes: '',
}

export const requiredCommissionFields = ['name', 'email', 'target', 'tale', 'style', 'length'] as const

/** The fields a request must fill: the recipient's address too when it is to be delivered anonymously. */
export function requiredFor(values: Pick<CommissionFormInput, 'anonymousDelivery'>) {
  return values.anonymousDelivery
    ? [...requiredCommissionFields, 'recipientEmail' as const]
    : [...requiredCommissionFields]
}

export const commissionFields = [
  ...requiredCommissionFields,
  'voiceNarration',
  'anonymousDelivery',
  'recipientEmail',
  'deadline',
  'finalWishes',
] as const
