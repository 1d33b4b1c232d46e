import { useState } from 'react'
import type { Bundle } from '@/domain/catalog-bundles'
import type { BundleOrderRequest } from '@/domain/order-request'
import { type DiscountGrant, quoteOrder } from '@/domain/pricing'
import { useEarlyBird } from '@/web/features/order-forms/api/get-early-bird'
import { DiscountCodeField } from '@/web/features/order-forms/discount-code-field'
import { OrderSummary } from '@/web/features/order-forms/order-summary'
import { useDiscountCode } from '@/web/features/order-forms/use-discount-code'
import { usePlaceOrder } from '@/web/features/order-forms/use-place-order'
import { readPartnerRef } from '@/web/lib/partner-attribution'

type PaymentPanelProps = { order: BundleOrderRequest; bundle: Bundle }

const loadSchema = () => import('./order-state-schema')

/** The total the customer will be charged, the discount code and the Pay button. */
export function PaymentPanel({ order, bundle }: PaymentPanelProps) {
  const earlyBird = useEarlyBird().data
  const discount = useDiscountCode(earlyBird && earlyBird.remaining > 0 ? earlyBird : null)
  const placing = usePlaceOrder()
  // what the order's check or the server refused, by field; empty when the request failed on its way
  const [refused, setRefused] = useState<Record<string, string> | null>(null)
  const [checking, setChecking] = useState(false)

  // a partner code beats the early bird; the two never stack (product decision 5)
  const places = earlyBird && earlyBird.remaining > 0 ? earlyBird.remaining : null
  const { applied } = discount
  const grant: DiscountGrant | null = applied
    ? { kind: 'partner', code: applied.code, percent: applied.percent, partnerSlug: applied.partnerSlug }
    : earlyBird && places !== null
      ? { kind: 'early-bird', percent: earlyBird.percent }
      : null
  const quote = quoteOrder(order, { priceList: order.priceList, discount: grant })
  const busy = checking || placing.busy
  const failure = refused ?? (placing.failure === null ? null : {})

  const pay = async () => {
    setRefused(null)
    setChecking(true)
    // the order is parsed as the server will read it only now: the schema brings classic zod with it
    const parsed = await loadSchema().then(
      (schema) => schema.parseBundleOrder(order),
      () => ({ fields: {} }),
    )
    setChecking(false)
    if ('fields' in parsed) return setRefused(parsed.fields)
    const request = {
      ...parsed.order,
      discountCode: applied?.code,
      // a code the early bird makes needless is not sent, but its partner is still credited with the order
      partnerRef: discount.partnerSlug ?? parsed.order.partnerRef ?? readPartnerRef(),
    }
    placing.place(request, {
      summary: { title: bundle.title, totalCents: quote.totalCents },
      onRefused: (error) => {
        const { discountCode, ...fields } = error.fields
        if (discountCode) discount.reject(discountCode)
        setRefused(fields)
      },
    })
  }

  return (
    <section
      aria-label="Payment"
      className="card flex flex-col gap-5 p-5 sm:p-6"
      // the schema starts loading when the customer reaches for the code or the button
      onFocus={() => void loadSchema().catch(() => {})}
    >
      <OrderSummary quote={quote} earlyBirdPlaces={applied ? null : places} />
      <DiscountCodeField discount={discount} />
      {failure && (
        <div role="alert" className="rounded-md border-2 border-wax bg-vellum p-3 text-wax">
          <p className="font-semibold">Payment creation failed. Please try again.</p>
          {Object.keys(failure).length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {Object.entries(failure).map(([field, message]) => (
                <li key={field}>{describeField(field, message)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button
        type="button"
        className="btn-primary self-stretch text-lg sm:self-end"
        disabled={busy}
        onClick={pay}
      >
        {busy ? 'Opening the Checkout...' : 'Pay Now'}
      </button>
    </section>
  )
}

/** "targets.1.email" reads as "Target 2: ..." beside the server's own wording. */
function describeField(field: string, message: string): string {
  const target = /^targets\.(\d+)\./.exec(field)
  return target ? `Target ${Number(target[1]) + 1}: ${message}` : message
}
