import type { FieldValues, Path, SubmitErrorHandler, UseFormGetValues } from 'react-hook-form'
import { showToast } from '@/web/components/ui/toast'

/**
 * The forms' handler for a refused submit: the "Missing Information" toast when a required field was left
 * empty. A field that is filled but malformed only shows its message beside it.
 */
export function toastMissingFields<T extends FieldValues>(
  getValues: UseFormGetValues<T>,
  required: readonly Path<T>[],
  description: string,
): SubmitErrorHandler<T> {
  return (invalid) => {
    const refused = invalid as Record<string, unknown>
    if (required.some((field) => refused[field] && !String(getValues(field) ?? '').trim())) {
      showToast({ title: 'Missing Information', description, variant: 'error' })
    }
  }
}
