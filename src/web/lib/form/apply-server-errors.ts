import { ApiError } from '@/web/lib/api-error'

/** Puts the server's per-field messages (a 400's `fields`) beside the fields this form has. */
export function applyServerErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, message: string) => void,
) {
  if (!(error instanceof ApiError)) return
  for (const field of fields) {
    const message = error.fields[field]
    if (message) setError(field, message)
  }
}
