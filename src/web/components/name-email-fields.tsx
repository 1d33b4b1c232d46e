import type { ReactNode } from 'react'
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'

type NameEmailFieldsProps<T extends FieldValues> = {
  register: UseFormRegister<T>
  /** the form's own names for the two fields */
  fields: { name: Path<T>; email: Path<T> }
  errors: { name?: string; email?: string }
  emailHint?: string
  /** more fields for the same two-column grid */
  children?: ReactNode
}

/** "Thy Name" and "Thy Email", side by side: who is ordering, applying or writing to the shop. */
export function NameEmailFields<T extends FieldValues>({
  register,
  fields,
  errors,
  emailHint,
  children,
}: NameEmailFieldsProps<T>) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Thy Name" required error={errors.name}>
        {(control) => <Input {...control} autoComplete="name" {...register(fields.name)} />}
      </Field>
      <Field label="Thy Email" required hint={emailHint} error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register(fields.email)} />}
      </Field>
      {children}
    </div>
  )
}
