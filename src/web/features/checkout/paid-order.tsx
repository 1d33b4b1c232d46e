import { formatCents } from '@/domain/money'
import { OrderLines } from '@/web/components/order-lines'
import type { PublicOrder } from './api/get-order'
import { deliveryPromise, deliverySpeedOf } from './delivery-promise'
import { OrderAnotherLink } from './order-another-link'
import { orderTitle } from './order-title'

type PaidOrderProps = { order: PublicOrder; heading: string }

/** A verified, paid order: what was bought, what was paid and what happens next. */
export function PaidOrder({ order, heading }: PaidOrderProps) {
  const title = orderTitle(order)
  const promise = deliveryPromise(deliverySpeedOf(order.lines))
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
        <p className="eyebrow mt-2 text-gold-deep">Order #{order.orderNumber}</p>
      </header>

      <div>
        <h2 className="text-xl">What thou hast ordered</h2>
        <p className="mt-1 text-ink-soft">
          {title} for {order.targetName}
        </p>
        <div className="mt-3">
          <OrderLines lines={order.lines} totalLabel="Amount paid" totalCents={order.totalCents} />
        </div>
      </div>

      <div>
        <h2 className="text-xl">What happens next</h2>
        <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-6">
          <li>
            Our scribes write thy {title} about {order.targetName}.
          </li>
          <li>It is sealed in wax as a PDF and emailed to its recipient {promise}.</li>
          <li>A receipt goes to thy email. Keep order #{order.orderNumber} should thou write to us.</li>
        </ol>
      </div>

      <OrderAnotherLink className="btn-primary self-center" />
    </section>
  )
}
