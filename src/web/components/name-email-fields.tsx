import type { ReactNode } from 'react'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import type { FieldRegistration } from '@/web/lib/form/use-form'

type NameEmailFieldsProps = {
  /** the form's own two fields */
  fields: { name: FieldRegistration; email: FieldRegistration }
  errors: { name?: string; email?: string }
  emailHint?: string
  /** more fields for the same two-column grid */
  children?: ReactNode
}

/** "Thy Name" and "Thy Email", side by side: who is ordering, applying or writing to the shop. */
export function NameEmailFields({ fields, errors, emailHint, children }: NameEmailFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Thy Name" required error={errors.name}>
        {(control) => <Input {...control} autoComplete="name" {...fields.name} />}
      </Field>
      <Field label="Thy Email" required hint={emailHint} error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...fields.email} />}
      </Field>
      {children}
    </div>
  )
}
