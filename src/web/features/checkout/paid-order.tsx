import { formatCents } from '@/domain/money'
import { DeliverySignature } from '@/web/components/anonymous-delivery'
import { OrderLines } from '@/web/components/order-lines'
import type { PublicOrder } from './api/get-order'
import { orderDeliveryPromise } from './delivery-promise'
import { OrderAnotherLink } from './order-another-link'
import { orderTitle } from './order-title'

type PaidOrderProps = { order: PublicOrder; heading: string }

/** What happens next to an order a scribe reads by hand before it is sealed (product decision 27). */
function ReviewSteps({ order, promise }: { order: PublicOrder; promise: string }) {
  const bundle = order.kind === 'bundle'
  return (
    <>
      <li>
        {bundle
          ? 'Our scribe engine writes a scroll for each of thy targets, and one of our scribes reads them by hand before they are sealed. Nothing is sent until the scribe approves them.'
          : `Our scribe engine writes thy scroll about ${order.targetName}, and one of our scribes reads it by hand before it is sealed. Nothing is sent until the scribe approves it.`}
      </li>
      <li>
        {bundle
          ? `Once approved, each is sealed in wax as a PDF and emailed to its target, or to thee where no email was given, ${promise}. Their delivery time counts from the approval, not from thy payment.`
          : `Once approved, it is sealed in wax as a PDF and emailed to its recipient ${promise}. Its delivery time counts from the approval, not from thy payment.`}
      </li>
    </>
  )
}

/** A verified, paid order: what was bought, what was paid and what happens next. */
export function PaidOrder({ order, heading }: PaidOrderProps) {
  const title = orderTitle(order)
  const promise = orderDeliveryPromise(order)
  const bundle = order.kind === 'bundle'
  return (
    <section aria-labelledby="paid-order-title" className="card flex flex-col gap-6 p-5 sm:p-8">
      <header className="text-center">
        <p aria-hidden="true" className="wax-seal mx-auto size-16 text-3xl">
          ✓
        </p>
        <h1 id="paid-order-title" className="mt-4 text-3xl sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-2 text-lg" role="status">
          Thank thee, {order.customerName}. Thy payment of {formatCents(order.totalCents)} is received.
        </p>
        <p className="eyebrow mt-2 text-gold-deep">Order #{order.reference}</p>
      </header>

      <div>
        <h2 className="text-xl">What thou hast ordered</h2>
        <p className="mt-1 text-ink-soft">
          {title} for {order.targetName}
        </p>
        <DeliverySignature anonymous={order.anonymousDelivery} className="mt-1" />
        <div className="mt-3">
          <OrderLines lines={order.lines} totalLabel="Amount paid" totalCents={order.totalCents} />
        </div>
      </div>

      <div>
        <h2 className="text-xl">What happens next</h2>
        <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-6">
          {order.underReview ? (
            <ReviewSteps order={order} promise={promise} />
          ) : (
            <>
              <li>
                {bundle
                  ? 'Our scribe engine writes a scroll for each of thy targets; our staff may read and edit them before they go out.'
                  : `Our scribe engine writes thy scroll about ${order.targetName}; our staff may read and edit it before it goes out.`}
              </li>
              <li>
                {bundle
                  ? `Each is sealed in wax as a PDF and emailed to its target, or to thee where no email was given, ${promise}.`
                  : `It is sealed in wax as a PDF and emailed to its recipient ${promise}.`}
              </li>
            </>
          )}
          <li>A receipt goes to thy email. Keep order #{order.reference} should thou write to us.</li>
        </ol>
      </div>

      <OrderAnotherLink className="btn-primary self-center" />
    </section>
  )
}
