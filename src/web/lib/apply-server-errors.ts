import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-error'

/** Puts the server's per-field messages (a 400's `fields`) beside the fields this form has. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (!(error instanceof ApiError)) return
  for (const field of fields) {
    const message = error.fields[field]
    if (message) setError(field, { type: 'server', message })
  }
}
