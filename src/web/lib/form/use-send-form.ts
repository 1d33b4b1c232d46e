import { useState } from 'react'
import { showToast, type ToastInput } from '@/web/components/ui/toast'
import { useApiMutation } from '@/web/lib/use-api-mutation'
import { applyServerErrors } from './apply-server-errors'
import type { FieldErrors, FieldPath, Form } from './use-form'

type SendFormOptions<Values, Output, Result> = {
  /** the API call that takes the form's parsed values */
  send: (values: Output) => Promise<Result>
  /** the fields a refusal may name (a 400's `fields`), shown beside them */
  fields: readonly FieldPath<Values>[]
  /** the toast for a request that failed */
  failed: (error: Error) => ToastInput
  /** what follows a sent form; while a promise it returns runs (a page loading) the form stays busy */
  onSent: (result: Result, values: Output) => unknown
  /** a submit the form's own check refused, such as the toast for missing fields */
  onInvalid?: (errors: FieldErrors<Values>) => unknown
}

/**
 * A form sent through the API client: on submit the parsed values go to `send`; a failure shows its toast
 * and the server's messages beside the fields. `busy` holds from the submit until the form is done;
 * `error` is the last failure, until the next submit.
 */
export function useSendForm<Values, Output, Result>(
  form: Form<Values, Output>,
  { send, fields, failed, onSent, onInvalid }: SendFormOptions<Values, Output, Result>,
) {
  const request = useApiMutation(send)
  const [leaving, setLeaving] = useState(false)

  const submit = form.handleSubmit(
    (values) =>
      request.mutate(values, {
        onSuccess: (result) => {
          const next = onSent(result, values)
          if (next instanceof Promise) {
            setLeaving(true)
            void next.finally(() => setLeaving(false))
          }
        },
        onError: (error) => {
          showToast(failed(error))
          applyServerErrors(error, fields, form.setError)
        },
      }),
    onInvalid,
  )

  return { submit, busy: request.isPending || leaving, error: request.error }
}
