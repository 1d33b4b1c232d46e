import { showToast } from '@/web/components/ui/toast'
import type { FieldErrors } from './form-store'

/**
 * The forms' handler for a refused submit: the "Missing Information" toast when a required field was left
 * empty. A field that is filled but malformed only shows its message beside it.
 */
export function toastMissingFields<Values>(
  getValues: () => Values,
  required: readonly (keyof Values & string)[],
  description: string,
) {
  return (errors: FieldErrors<Values>) => {
    const refused = errors as Record<string, string | undefined>
    const values = getValues()
    if (required.some((field) => refused[field] && !String(values[field] ?? '').trim())) {
      showToast({ title: 'Missing Information', description, variant: 'error' })
    }
  }
}
