import { ApiError } from '@/web/lib/api-error'
import type { FieldPath } from './form-store'

/** Puts the server's per-field messages (a 400's `fields`) beside the fields this form has. */
export function applyServerErrors<Values>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: (field: FieldPath<Values>, message: string) => void,
) {
  if (!(error instanceof ApiError)) return
  for (const field of fields) {
    const message = error.fields[field]
    if (message) setError(field, message)
  }
}
