import { Link } from 'react-router'
import { formatCents } from '@/domain/money'
import { DeliverySignature } from '@/web/components/anonymous-delivery'
import { OrderLines } from '@/web/components/order-lines'
import { clearOrderData } from '@/web/lib/order-storage'
import type { PublicOrder } from './api/get-order'
import { orderDeliveryPromise } from './delivery-promise'
import { DeliveryStatus } from './delivery-status'
import { OrderAnotherLink } from './order-another-link'
import { isUnderway } from './order-progress'
import { orderTitle } from './order-title'

type OrderConfirmationProps = { order: PublicOrder; heading: string }

/** What happens next: written, read by a scribe first where it must be (product decision 27), sent. */
function NextSteps({ order }: { order: PublicOrder }) {
  const promise = orderDeliveryPromise(order)
  const bundle = order.kind === 'bundle'
  const [them, they, its] = bundle ? ['them', 'they are', 'Their'] : ['it', 'it is', 'Its']
  const written = bundle ? 'a scroll for each of thy targets' : `thy scroll about ${order.targetName}`
  const sent = bundle
    ? `each is sealed in wax as a PDF and emailed to its target, or to thee where no email was given, ${promise}.`
    : `it is sealed in wax as a PDF and emailed to its recipient ${promise}.`
  return (
    <div>
      <h2 className="text-xl">What happens next</h2>
      <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-6">
        {order.underReview ? (
          <>
            <li>
              Our scribe engine writes {written}, and one of our scribes reads {them} by hand before {they}{' '}
              sealed. Nothing is sent until the scribe approves {them}.
            </li>
            <li>
              Once approved, {sent} {its} delivery time counts from the approval, not from thy payment.
            </li>
          </>
        ) : (
          <>
            <li>
              Our scribe engine writes {written}; our staff may read and edit {them} before{' '}
              {bundle ? 'they go' : 'it goes'} out.
            </li>
            <li>{sent.charAt(0).toUpperCase() + sent.slice(1)}</li>
          </>
        )}
        <li>
          Thy receipt comes by email, with a private link to read {bundle ? 'each scroll' : 'the scroll'} as
          it was sent. Keep order #{order.reference} should thou write to us.
        </li>
      </ol>
    </div>
  )
}

/**
 * The one confirmation of a paid order, whatever was bought: its reference, its delivery status as the
 * scribes move it on, what happens next, what was bought, and the ways on.
 */
export function OrderConfirmation({ order, heading }: OrderConfirmationProps) {
  return (
    <section aria-labelledby="confirmation-title" className="card flex flex-col gap-6 p-5 sm:p-8">
      {/* the last of CheckoutSteps' four, written out: the component would weigh on this page's first load */}
      <p className="text-center text-sm text-ink-soft">
        Step 4 of 4: <strong className="font-display text-wax">Confirmation</strong>
      </p>
      <header className="text-center">
        <p aria-hidden="true" className="wax-seal mx-auto size-16 text-3xl">
          ✓
        </p>
        <h1 id="confirmation-title" className="mt-4 text-3xl sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-2 text-lg" role="status">
          Thank thee, {order.customerName}. Thy payment of {formatCents(order.totalCents)} is received.
        </p>
        <p className="eyebrow mt-2 text-gold-deep">Order #{order.reference}</p>
      </header>

      <DeliveryStatus order={order} />
      {/* what happens next is told only while the order is on its way or delivered */}
      {isUnderway(order.status) && <NextSteps order={order} />}

      <div>
        <h2 className="text-xl">What thou hast ordered</h2>
        <p className="mt-1 text-ink-soft">
          {orderTitle(order)} for {order.targetName}
        </p>
        <DeliverySignature anonymous={order.anonymousDelivery} className="mt-1" />
        <div className="mt-3">
          <OrderLines lines={order.lines} totalLabel="Amount paid" totalCents={order.totalCents} />
        </div>
      </div>

      <nav aria-label="What next" className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {order.kind === 'love' ? (
          // the result page's way back to the love form (spec section 2)
          <Link to="/love-me-scroll-form" className="btn-primary" onClick={clearOrderData}>
            Order Another Love Scroll
          </Link>
        ) : (
          <OrderAnotherLink />
        )}
        <Link to="/" className="btn-secondary">
          Return to Home
        </Link>
      </nav>
    </section>
  )
}
