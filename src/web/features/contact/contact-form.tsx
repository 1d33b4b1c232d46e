import type { ContactMessageInput } from '@/domain/contact-message'
import { contactSubjects } from '@/domain/contact-subjects'
import { shop } from '@/domain/shop'
import { NameEmailFields } from '@/web/components/name-email-fields'
import { Field } from '@/web/components/ui/field'
import { NativeSelect } from '@/web/components/ui/native-select'
import { Textarea } from '@/web/components/ui/textarea'
import { showToast } from '@/web/components/ui/toast'
import { lazyZodResolver } from '@/web/lib/form/lazy-zod-resolver'
import { toastMissingFields } from '@/web/lib/form/toast-missing-fields'
import { useForm } from '@/web/lib/form/use-form'
import { useSendForm } from '@/web/lib/form/use-send-form'
import { sendContactMessage } from './api/send-contact-message'

const emptyMessage: ContactMessageInput = { name: '', email: '', subject: undefined, message: '' }
const requiredFields = ['name', 'email', 'message'] as const
const schema = lazyZodResolver(() => import('@/domain/contact-message').then((m) => m.contactMessageSchema))

export function ContactForm() {
  const form = useForm({ resolver: schema.resolver, defaultValues: emptyMessage })
  const { errors } = form
  const sending = useSendForm(form, {
    send: sendContactMessage,
    fields: ['name', 'email', 'subject', 'message'],
    failed: () => ({
      title: 'Message Failed',
      description: `The ravens are having trouble. Please try again or email ${shop.contactEmail} directly.`,
      variant: 'error',
    }),
    onSent: () => {
      showToast({
        title: 'Message Sent!',
        description: 'The council shall reply within 1-2 business days.',
        variant: 'success',
      })
      form.reset(emptyMessage)
    },
    onInvalid: toastMissingFields(
      form.getValues,
      requiredFields,
      'Please fill in thy name, email, and message',
    ),
  })

  return (
    <form
      noValidate
      onSubmit={sending.submit}
      onFocus={schema.preload}
      className="card flex flex-col gap-5 p-6 sm:p-8"
      aria-labelledby="contact-form-title"
    >
      <h3 id="contact-form-title" className="text-2xl">
        Dispatch a Raven
      </h3>
      <NameEmailFields
        fields={{ name: form.register('name'), email: form.register('email') }}
        errors={{ name: errors.name, email: errors.email }}
      />
      <Field label="Subject (optional)" error={errors.subject}>
        {(control) => (
          <NativeSelect
            {...control}
            {...form.register('subject', { setValueAs: (value) => value || undefined })}
          >
            <option value="">Choose a subject</option>
            {contactSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Thy Message" required error={errors.message}>
        {(control) => <Textarea {...control} rows={6} {...form.register('message')} />}
      </Field>
      <p className="text-sm text-ink-soft">
        <span aria-hidden="true" className="text-wax">
          *
        </span>{' '}
        Required fields
      </p>
      <button type="submit" className="btn-primary self-start" disabled={sending.busy}>
        {sending.busy ? 'Dispatching Ravens...' : 'Send Message'}
      </button>
    </form>
  )
}
