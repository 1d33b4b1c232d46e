import { useLocation, useNavigate } from 'react-router'
import type { Bundle } from '@/domain/catalog-bundles'
import type { BundleOrderRequest } from '@/domain/order-request'
import { ScribesCodeNote } from '@/web/components/scribes-code-note'
import { bundleOrderState } from '@/web/features/bundles/bundle-info'
import { OrderSummary, TotalBar } from '@/web/features/order-forms/order-summary'
import { lazyZodResolver } from '@/web/lib/form/lazy-zod-resolver'
import { type FieldErrors, useForm, useWatch } from '@/web/lib/form/use-form'
import { type BundleOrderInput, blankTarget, draftToInput } from './bundle-form-types'
import { quoteBundle } from './bundle-quote'
import { CustomerFields } from './customer-fields'
import { type BundleOrderDraftState, toMockPaymentState } from './order-state'
import { TargetList } from './target-list'

const schema = lazyZodResolver(() => import('@/domain/order-request').then((m) => m.bundleOrderRequestSchema))

type BundleOrderFormProps = {
  bundle: Bundle
  /** the partner whose landing opened the form: the order then asks for partner prices */
  partnerRef: string | undefined
  draft: BundleOrderRequest | undefined
}

export function BundleOrderForm({ bundle, partnerRef, draft }: BundleOrderFormProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const priceList = partnerRef ? 'partner' : 'list'
  const form = useForm<BundleOrderInput, BundleOrderRequest>({
    resolver: schema.resolver,
    defaultValues: draft
      ? draftToInput(draft)
      : {
          kind: 'bundle',
          bundleId: bundle.id,
          yourName: '',
          yourEmail: '',
          bundleReason: '',
          additionalDetails: '',
          anonymousDelivery: false,
          targets: [blankTarget(bundle)],
          priceList,
          partnerRef,
        },
  })
  const targets = useWatch(form, 'targets')
  const quote = quoteBundle(bundle.id, targets, { priceList, discount: null })

  const proceed = (order: BundleOrderRequest) => {
    // the browser's back button then returns to a form that still holds what was typed; the state is
    // built from the bundle and partner already checked, not copied from the unchecked history entry
    const editState: BundleOrderDraftState = { ...bundleOrderState(bundle.id, partnerRef), draft: order }
    navigate(location.pathname, { replace: true, state: editState })
    navigate('/mock-payment', { state: toMockPaymentState(order, quote?.totalCents ?? 0) })
  }

  const reject = (errors: FieldErrors<BundleOrderInput>) => {
    // the missing target name is the only problem: take the customer to the first target's name
    if (Object.keys(errors).length === 1 && errors.targets) form.setFocus('targets.0.name')
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(proceed, reject)}
      onFocus={schema.preload}
      className="mt-8 flex flex-col gap-8"
    >
      <CustomerFields register={form.register} errors={form.errors} />
      <TargetList bundle={bundle} form={form} />
      <section aria-label="Thy order" className="card flex flex-col gap-4 p-5 sm:p-6">
        <OrderSummary quote={quote} earlyBirdPlaces={null} />
        <p className="text-sm text-ink-soft">
          Discount codes and the early-bird offer are applied on the next step, where thou reviewest thy order
          before paying.
        </p>
      </section>
      <TotalBar
        totalCents={quote?.totalCents ?? null}
        label="Continue to Payment"
        busyLabel="Continue to Payment"
        busy={false}
      />
      <ScribesCodeNote />
    </form>
  )
}
