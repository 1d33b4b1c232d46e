import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { DEFAULT_LOVE_INTENSITY, DEFAULT_LOVE_STYLE, loveStyles } from '@/domain/catalog-options'
import type { LoveOrderRequest, loveOrderRequestSchema } from '@/domain/order-request'
import { type DiscountGrant, quoteOrder } from '@/domain/pricing'
import { AnonymousDeliveryField } from '@/web/components/anonymous-delivery-field'
import { NameEmailFields } from '@/web/components/name-email-fields'
import { ScribesCodeNote } from '@/web/components/scribes-code-note'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { NativeSelect } from '@/web/components/ui/native-select'
import { Textarea } from '@/web/components/ui/textarea'
import { createOrder } from '@/web/features/checkout/api/create-order'
import { DiscountCodeField } from '@/web/features/order-forms/discount-code-field'
import { OrderSummary, TotalBar } from '@/web/features/order-forms/order-summary'
import { useDiscountCode } from '@/web/features/order-forms/use-discount-code'
import { ApiError } from '@/web/lib/api-error'
import { lazyZodResolver } from '@/web/lib/form/lazy-zod-resolver'
import { toastMissingFields } from '@/web/lib/form/toast-missing-fields'
import { useForm } from '@/web/lib/form/use-form'
import { useSendForm } from '@/web/lib/form/use-send-form'
import { saveOrderData } from '@/web/lib/order-storage'
import { readPartnerRef } from '@/web/lib/partner-attribution'
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
const schema = lazyZodResolver(() => import('@/domain/order-request').then((m) => m.loveOrderRequestSchema))

export function LoveScrollForm() {
  const form = useForm({ resolver: schema.resolver, defaultValues: blank })
  const { errors } = form
  const navigate = useNavigate()
  // the love scroll is sold at its own offer price, so the early bird is not weighed against a code
  const discount = useDiscountCode(null)
  const { applied } = discount
  const grant: DiscountGrant | null = applied
    ? { kind: 'partner', code: applied.code, percent: applied.percent, partnerSlug: applied.partnerSlug }
    : null
  // its price depends on nothing the form asks, only on the code
  const quote = quoteOrder(blank as LoveOrderRequest, { priceList: 'list', discount: grant })
  const { submit, busy } = useSendForm(form, {
    send: (values: LoveOrderRequest) =>
      createOrder({
        ...values,
        discountCode: applied?.code,
        partnerRef: discount.partnerSlug ?? readPartnerRef(),
      }),
    fields: serverFields,
    failed: (error) => {
      // the code's partner was deactivated since it was checked
      if (error instanceof ApiError && error.fields.discountCode) discount.reject(error.fields.discountCode)
      return {
        title: 'Error Creating Love Scroll',
        description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        variant: 'error',
      }
    },
    onSent: (created) => {
      saveOrderData({
        orderId: created.id,
        title: 'Love Me Scroll',
        totalCents: created.totalCents,
        placedAt: created.createdAt,
      })
      // loaded once the order is placed, as the review step it opens is
      return import('@/web/features/checkout/go-to-review').then(({ goToReview }) =>
        goToReview(created, navigate),
      )
    },
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
      <div className="flex flex-col gap-5 border-t border-parchment-deep pt-5">
        <DiscountCodeField discount={discount} />
        <OrderSummary quote={quote} earlyBirdPlaces={null} />
        <p className="text-sm text-ink-soft">
          Delivered by email within 24 hours. Thou reviewest thy order on the next page, then payest.
        </p>
      </div>
      <TotalBar
        totalCents={quote.totalCents}
        label="Continue to Payment"
        busyLabel="Preparing Thy Scroll..."
        busy={busy}
      />
      <ScribesCodeNote />
    </form>
  )
}
