import { type ReactNode, useId } from 'react'
import { Label } from './label'

export type FieldControlProps = {
  id: string
  required: boolean
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

type FieldProps = {
  label: string
  required?: boolean
  hint?: string
  error?: string
  /** receives the id and aria props that tie the control to its label, hint and error */
  children: (control: FieldControlProps) => ReactNode
}

/** A labelled form control with an optional hint and an error announced with the control. */
export function Field({ label, required = false, hint, error, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-wax">
            {' '}
            *
          </span>
        )}
      </Label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {children({ id, required, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
