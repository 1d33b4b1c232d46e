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
import { OrderSummary, TotalBar } from './order-summary'
import { PartyFields } from './party-fields'
import { blankScrollForm, liveQuote, type OrderTerms, type ScrollFormValues } from './scroll-order-request'
import { ScrollStyleFields } from './scroll-style-fields'
import { useDiscountCode } from './use-discount-code'
import { usePlaceOrderForReview } from './use-place-order-for-review'

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
  const earlyBird = useEarlyBird()
  const order = usePlaceOrderForReview()

  // a partner code that takes off more wins; otherwise the early bird, while the server reports places left
  const offer = earlyBird.data && earlyBird.data.remaining > 0 ? earlyBird.data : null
  const discount = useDiscountCode(offer)
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
    // a code the early bird makes needless is not sent, but its partner is still credited with the order
    const request = parseOrderRequest(scrollType, values, {
      ...terms,
      discountCode: discount.applied?.code,
      partnerRef: discount.partnerSlug ?? terms.partnerRef,
    })
    order.place(request, {
      title,
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
        // a column on a phone, so the total bar can stay at the screen's foot the whole form long
        className="mt-8 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <PartyFields />
          <ScrollStyleFields scrollType={scrollType} />
          <DeliveryFields scrollType={scrollType} />
        </div>
        {/* beside the form on a desktop; on a phone its parts are the form's own, the bar last */}
        <div className="contents lg:sticky lg:top-4 lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <div className="card flex min-w-0 flex-col gap-5 border-2 border-gold p-5 sm:p-6">
            <DiscountCodeField discount={discount} />
            <OrderSummary quote={quote} earlyBirdPlaces={offer?.remaining ?? null} />
            <p className="text-sm text-ink-soft">
              <span aria-hidden="true" className="text-wax">
                *
              </span>{' '}
              Required fields. Thou reviewest thy order on the next page, then payest.
            </p>
          </div>
          <TotalBar
            totalCents={quote?.totalCents ?? null}
            label="Proceed to Payment"
            busyLabel="Placing Thy Order..."
            busy={order.busy}
            failure={order.failure}
          />
          <ScribesCodeNote />
        </div>
      </form>
    </FormProvider>
  )
}
