import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { DEFAULT_LOVE_INTENSITY, DEFAULT_LOVE_STYLE, loveStyles } from '@/domain/catalog-options'
import { scrollProducts } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import type { loveOrderRequestSchema } from '@/domain/order-request'
import { AnonymousDeliveryField } from '@/web/components/anonymous-delivery-field'
import { NameEmailFields } from '@/web/components/name-email-fields'
import { ScribesCodeNote } from '@/web/components/scribes-code-note'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { NativeSelect } from '@/web/components/ui/native-select'
import { Textarea } from '@/web/components/ui/textarea'
import { createOrder } from '@/web/features/checkout/api/create-order'
import { ApiError } from '@/web/lib/api-error'
import { lazyZodResolver } from '@/web/lib/form/lazy-zod-resolver'
import { toastMissingFields } from '@/web/lib/form/toast-missing-fields'
import { useForm } from '@/web/lib/form/use-form'
import { useSendForm } from '@/web/lib/form/use-send-form'
import { LoveIntensityPicker } from './love-intensity-picker'

type LoveFormValues = z.input<typeof loveOrderRequestSchema>

const blank: LoveFormValues = {
  kind: 'love',
  customerName: '',
  customerEmail: '',
  targetName: '',
  situation: '',
  loveIntensity: DEFAULT_LOVE_INTENSITY,
  style: DEFAULT_LOVE_STYLE,
  recipientEmail: '',
  anonymousDelivery: false,
}
const requiredFields = ['customerName', 'customerEmail', 'targetName', 'situation'] as const
const serverFields = [
  ...requiredFields,
  'loveIntensity',
  'style',
  'recipientEmail',
  'anonymousDelivery',
] as const
const price = formatCents(scrollProducts['love-me-scroll'].listCents)
const schema = lazyZodResolver(() => import('@/domain/order-request').then((m) => m.loveOrderRequestSchema))

export function LoveScrollForm() {
  const form = useForm({ resolver: schema.resolver, defaultValues: blank })
  const { errors } = form
  const navigate = useNavigate()
  const { submit, busy } = useSendForm(form, {
    send: createOrder,
    fields: serverFields,
    failed: (error) => ({
      title: 'Error Creating Love Scroll',
      description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      variant: 'error',
    }),
    // the payment page reads this order from its query cache, so it shows it at once instead of asking the
    // server again
    onSent: (created) =>
      import('@/web/features/checkout/api/remember-order')
        .then(({ rememberOrder }) => rememberOrder(created))
        // without it the payment page asks the server for the order itself
        .catch(() => {})
        .finally(() => navigate(`/payment?orderId=${created.id}`)),
    onInvalid: toastMissingFields(form.getValues, requiredFields, 'Please fill in all required fields.'),
  })

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={schema.preload}
      aria-labelledby="love-form-title"
      className="card mt-10 flex flex-col gap-6 p-5 sm:p-8"
    >
      <h2 id="love-form-title" className="text-2xl">
        Pen Thy Love Scroll
      </h2>
      <NameEmailFields
        fields={{ name: form.register('customerName'), email: form.register('customerEmail') }}
        errors={{ name: errors.customerName, email: errors.customerEmail }}
      >
        <Field label="Their Name" required error={errors.targetName}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('targetName')} />}
        </Field>
        <Field
          label="Their Email (optional)"
          hint="Leave it empty and the scroll comes to thee, to deliver as thou pleasest."
          error={errors.recipientEmail}
        >
          {(control) => (
            <Input {...control} type="email" autoComplete="off" {...form.register('recipientEmail')} />
          )}
        </Field>
      </NameEmailFields>
      <Field
        label="The Situation"
        required
        hint="How ye met, what they did, what thou wouldst have them know."
        error={errors.situation}
      >
        {(control) => <Textarea {...control} rows={6} {...form.register('situation')} />}
      </Field>
      <LoveIntensityPicker registration={form.register('loveIntensity')} />
      <Field label="Style" error={errors.style}>
        {(control) => <NativeSelect {...control} {...form.register('style')} options={loveStyles} />}
      </Field>
      <AnonymousDeliveryField registration={form.register('anonymousDelivery')} />
      <p className="text-sm text-ink-soft">
        <span aria-hidden="true" className="text-wax">
          *
        </span>{' '}
        Required fields
      </p>
      <div className="flex flex-col gap-4 border-t border-parchment-deep pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span className="font-display">Total: </span>
          <span className="font-display text-2xl text-wax">{price}</span>
          <span className="block text-sm text-ink-soft">Delivered by email within 24 hours</span>
        </p>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Preparing Thy Scroll...' : 'Continue to Payment'}
        </button>
      </div>
      <ScribesCodeNote />
    </form>
  )
}
