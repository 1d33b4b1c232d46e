import type { PublicOrder } from './api/get-order'
import { deliverySteps, pollInterval, progressMessage } from './order-progress'

/** How far the scribes have got with an order, read from the server again while they work. */
export function DeliveryStatus({ order }: { order: PublicOrder }) {
  return (
    <section aria-labelledby="delivery-status-title" className="rounded-lg border-2 border-gold p-4 sm:p-5">
      <h2 id="delivery-status-title" className="text-xl">
        Delivery Status
      </h2>
      <p aria-live="polite" className="mt-2">
        {progressMessage(order)}
        {pollInterval(order.status) !== false && (
          <span className="block text-sm text-ink-soft">This page updates by itself.</span>
        )}
      </p>
      <ol className="mt-4 flex flex-col gap-3">
        {deliverySteps(order).map((step) => (
          <li key={step.label} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className={`size-7 shrink-0 text-sm ${step.done ? 'wax-seal' : 'grid place-items-center rounded-full border-2'}`}
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
  )
}
