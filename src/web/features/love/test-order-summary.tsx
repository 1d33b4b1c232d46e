import { Link } from 'react-router'
import { formatCents } from '@/domain/money'
import { anonymousDeliveryCopy } from '@/web/components/anonymous-delivery'
import type { PublicOrder } from '@/web/features/checkout/api/get-order'
import { fulfilmentSteps, isInProgress, statusCopy } from './test-order-status'

/** The order as the server has it now: what was bought, for whom, and how far the scribes have got. */
export function TestOrderSummary({ order }: { order: PublicOrder }) {
  const copy = statusCopy[order.status]
  return (
    <div className="flex flex-col gap-6">
      <p aria-live="polite" className="text-center text-lg">
        {copy.message}
        {/* a held order's own words say it already */}
        {order.underReview && order.status !== 'held' && (
          <span className="block">
            A scribe reads thy scroll by hand before it is sealed. Nothing is sent until it is approved, and
            its delivery time counts from the approval.
          </span>
        )}
        {isInProgress(order.status) && (
          <span className="block text-sm text-ink-soft">This page updates by itself.</span>
        )}
      </p>

      <section aria-labelledby="progress-title" className="card p-5 sm:p-6">
        <h2 id="progress-title" className="text-xl">
          The Scribes’ Progress
        </h2>
        <ol className="mt-4 flex flex-col gap-3">
          {fulfilmentSteps(order).map((step) => (
            <li key={step.label} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={
                  step.done
                    ? 'wax-seal size-7 shrink-0 text-sm'
                    : 'grid size-7 shrink-0 place-items-center rounded-full border-2 border-ink-soft text-sm text-ink-soft'
                }
              >
                {step.done ? '✓' : '…'}
              </span>
              <span className={step.done ? '' : 'text-ink-soft'}>
                {step.label}
                <span className="sr-only">{step.done ? ': done' : ': not yet'}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="order-title" className="card p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-title" className="text-xl">
            Order #{order.reference}
          </h2>
          {order.isTest && <span className="badge badge--starter">Test order</span>}
        </div>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-ink-soft">From</dt>
          <dd>{order.customerName}</dd>
          <dt className="text-ink-soft">For</dt>
          <dd>{order.targetName}</dd>
          <dt className="text-ink-soft">Delivery</dt>
          <dd>{order.anonymousDelivery ? anonymousDeliveryCopy.chosen : anonymousDeliveryCopy.signed}</dd>
          {/* one line is the total itself; the breakdown matters only when there is more */}
          {order.lines.length > 1 &&
            order.lines.map((line) => (
              <div key={line.code} className="contents">
                <dt className="text-ink-soft">{line.label}</dt>
                <dd>{formatCents(line.cents)}</dd>
              </div>
            ))}
          <dt className="font-display">Total</dt>
          <dd className="font-display text-xl text-wax">{formatCents(order.totalCents)}</dd>
        </dl>
        {order.status === 'pending_payment' && (
          <Link to={`/payment?orderId=${order.id}`} className="btn-primary mt-5">
            Pay for This Scroll
          </Link>
        )}
      </section>
    </div>
  )
}
