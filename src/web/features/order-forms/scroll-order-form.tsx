import { useState } from 'react'
import type { SingleScrollType } from '@/domain/catalog-products'
import type { DiscountGrant } from '@/domain/pricing'
import { ScribesCodeNote } from '@/web/components/scribes-code-note'
import { applyServerErrors } from '@/web/lib/form/apply-server-errors'
import { FormProvider } from '@/web/lib/form/form-context'
import { lazyZodResolver } from '@/web/lib/form/lazy-zod-resolver'
import { useForm, useWatch } from '@/web/lib/form/use-form'
import { useEarlyBird } from './api/get-early-bird'
import { DeliveryFields } from './delivery-fields'
import { DiscountCodeField } from './discount-code-field'
import { OrderSummary } from './order-summary'
import { PartyFields } from './party-fields'
import { blankScrollForm, liveQuote, type OrderTerms, type ScrollFormValues } from './scroll-order-request'
import { ScrollStyleFields } from './scroll-style-fields'
import { useDiscountCode } from './use-discount-code'
import { usePlaceOrder } from './use-place-order'

type ScrollOrderFormProps = {
  scrollType: SingleScrollType
  /** the price list and referrer of the page the form was opened from */
  terms: Omit<OrderTerms, 'discountCode'>
  title: string
}

const fieldNames = Object.keys(blankScrollForm('light-rant')) as (keyof ScrollFormValues)[]

/** One form for every single scroll; what it offers comes from the product's catalog entry. */
export function ScrollOrderForm({ scrollType, terms, title }: ScrollOrderFormProps) {
  const [{ resolver, preload }] = useState(() =>
    lazyZodResolver(() => import('./scroll-order-schema').then((m) => m.scrollFormSchema(scrollType))),
  )
  const form = useForm({ resolver, defaultValues: blankScrollForm(scrollType) })
  const discount = useDiscountCode()
  const earlyBird = useEarlyBird()
  const order = usePlaceOrder()

  // a partner code wins; otherwise the early bird, while the server still reports places left
  const offer = earlyBird.data && earlyBird.data.remaining > 0 ? earlyBird.data : null
  const grant: DiscountGrant | null = discount.applied
    ? {
        kind: 'partner',
        code: discount.applied.code,
        percent: discount.applied.percent,
        partnerSlug: discount.applied.partnerSlug,
      }
    : offer && { kind: 'early-bird', percent: offer.percent }
  const quote = liveQuote(scrollType, useWatch(form), terms, grant)

  const submit = async (values: ScrollFormValues) => {
    // loaded with the resolver, which has just validated the values
    const { parseOrderRequest } = await import('./scroll-order-schema')
    const request = parseOrderRequest(scrollType, values, { ...terms, discountCode: discount.applied?.code })
    order.place(request, {
      summary: { title, totalCents: quote?.totalCents ?? 0 },
      onRefused: (error) => {
        applyServerErrors(error, fieldNames, form.setError)
        if (error.fields.discountCode) discount.reject(error.fields.discountCode)
      },
    })
  }

  return (
    <FormProvider form={form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        onFocus={preload}
        aria-label={`Order thy ${title}`}
        className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <PartyFields />
          <ScrollStyleFields scrollType={scrollType} />
          <DeliveryFields scrollType={scrollType} />
        </div>
        <div className="card flex min-w-0 flex-col gap-5 border-2 border-gold p-5 sm:p-6 lg:sticky lg:top-4">
          <DiscountCodeField discount={discount} />
          <OrderSummary quote={quote} earlyBirdPlaces={offer?.remaining ?? null} />
          {order.failure && (
            <p role="alert" className="rounded-md border-2 border-wax bg-[#fbeeee] px-3 py-2 text-wax">
              {order.failure}
            </p>
          )}
          <button
            type="submit"
            className="btn-primary w-full text-lg"
            disabled={order.busy}
            aria-busy={order.busy}
          >
            {order.busy ? 'Opening the Checkout...' : 'Proceed to Payment'}
          </button>
          <ScribesCodeNote />
          <p className="text-sm text-ink-soft">
            <span aria-hidden="true" className="text-wax">
              *
            </span>{' '}
            Required fields. Thou payest on the next page.
          </p>
        </div>
      </form>
    </FormProvider>
  )
}
