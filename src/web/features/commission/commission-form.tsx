import { useNavigate } from 'react-router'
import { shop } from '@/domain/shop'
import { NameEmailFields } from '@/web/components/name-email-fields'
import { ScribesCodeNote } from '@/web/components/scribes-code-note'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { Textarea } from '@/web/components/ui/textarea'
import { ApiError } from '@/web/lib/api-error'
import { lazyZodResolver } from '@/web/lib/form/lazy-zod-resolver'
import { toastMissingFields } from '@/web/lib/form/toast-missing-fields'
import { useForm } from '@/web/lib/form/use-form'
import { useSendForm } from '@/web/lib/form/use-send-form'
import { submitCommissionRequest } from './api/submit-commission-request'
import { CommissionChoiceFields } from './commission-choice-fields'
import { blankCommission, commissionFields, requiredFor } from './commission-form-values'
import { saveCommissionData } from './commission-storage'

const schema = lazyZodResolver(() => import('./commission-form-schema').then((m) => m.commissionFormSchema))

export function CommissionForm() {
  const form = useForm({ resolver: schema.resolver, defaultValues: blankCommission })
  const { errors } = form
  const navigate = useNavigate()
  const sending = useSendForm(form, {
    send: submitCommissionRequest,
    fields: commissionFields,
    failed: (error) => ({
      title: 'Submission Failed',
      // a recipient the shop will not write to is named beside its field; anything else is the ravens'
      description:
        error instanceof ApiError && error.code === 'recipient_refused'
          ? error.message
          : `The ravens are having trouble. Please try again or email the team directly at ${shop.contactEmail}.`,
      variant: 'error',
    }),
    onSent: ({ id }, request) => {
      saveCommissionData(id, request)
      navigate('/commission-confirmation')
    },
    onInvalid: (refused) =>
      toastMissingFields(
        form.getValues,
        requiredFor(form.getValues()),
        'Please fill in all required fields',
      )(refused),
  })

  return (
    <form
      noValidate
      onSubmit={sending.submit}
      onFocus={schema.preload}
      aria-labelledby="commission-form-title"
      className="card mt-10 flex flex-col gap-6 p-5 sm:p-8"
    >
      <h2 id="commission-form-title" className="text-2xl">
        Tell the Council Thy Tale
      </h2>
      <NameEmailFields
        fields={{ name: form.register('name'), email: form.register('email') }}
        errors={{ name: errors.name, email: errors.email }}
      />
      <Field label="The Target" required hint="Who (or what) the saga is about." error={errors.target}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('target')} />}
      </Field>
      <Field
        label="Thy Tale"
        required
        hint="The whole grudge, from its first slight to its latest outrage. The more the scribes know, the finer the saga."
        error={errors.tale}
      >
        {(control) => <Textarea {...control} rows={8} {...form.register('tale')} />}
      </Field>
      <CommissionChoiceFields form={form} />
      <p className="text-sm text-ink-soft">
        <span aria-hidden="true" className="text-wax">
          *
        </span>{' '}
        Required fields
      </p>
      <div className="flex flex-col gap-4 border-t border-parchment-deep pt-5">
        <p>
          A commission is priced by quote: the council reads thy tale and sends thee a quote within 1-2
          business days. Nothing is charged until thou approvest it.
        </p>
        <button type="submit" className="btn-primary self-start" disabled={sending.busy}>
          {sending.busy ? 'Dispatching Ravens...' : 'Request My Quote'}
        </button>
        <ScribesCodeNote />
        {sending.error && (
          <p className="text-sm">
            Still no luck? Write to the team at{' '}
            <a href={`mailto:${shop.contactEmail}`} className="text-wax underline underline-offset-4">
              {shop.contactEmail}
            </a>
            .
          </p>
        )}
      </div>
    </form>
  )
}
