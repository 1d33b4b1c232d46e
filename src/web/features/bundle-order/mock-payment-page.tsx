import { Link, Navigate, useLocation } from 'react-router'
import { bundles } from '@/domain/catalog-bundles'
import { deliveryPromise } from '@/domain/delivery-times'
import { DeliverySignature } from '@/web/components/anonymous-delivery'
import { PageIntro } from '@/web/components/page-intro'
import { bundleOrderState } from '@/web/features/bundles/bundle-info'
import { CheckoutSteps } from '@/web/features/checkout/checkout-steps'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { BundleSummary } from './bundle-summary'
import { type BundleOrderDraftState, readMockPaymentState } from './order-state'
import { PaymentPanel } from './payment-panel'
import { TargetReview } from './target-review'

/** /mock-payment: the bundle's review-and-pay step; it needs the order from /bundle-order. */
export function MockPaymentPage() {
  const { state } = useLocation()
  const order = readMockPaymentState(state)
  useDocumentTitle('Review & Pay')
  if (!order) return <Navigate to="/" replace />

  const bundle = bundles[order.bundleId]
  const partnerRef = order.priceList === 'partner' ? order.partnerRef : undefined
  const editState: BundleOrderDraftState = { ...bundleOrderState(bundle.id, partnerRef), draft: order }

  return (
    <main id="main" tabIndex={-1} className="px-4 pt-6 pb-16 sm:px-5">
      <div className="mx-auto max-w-3xl">
        <nav aria-label="Back" className="flex flex-wrap gap-3">
          <Link to="/bundle-order" state={editState} className="btn-secondary">
            <span aria-hidden="true">←</span> Edit Order
          </Link>
          <Link to="/" className="btn-secondary">
            Return to Home
          </Link>
        </nav>
        <CheckoutSteps current="review" className="mt-6" />
        <PageIntro eyebrow="Last Step" title="Review & Pay">
          <p className="section-lede">
            Check thy bundle and thy targets. Once paid, our scribe engine begins; every scroll arrives by
            email as a wax-sealed PDF {deliveryPromise('standard')}.
          </p>
        </PageIntro>
        <div className="mt-8 flex flex-col gap-6">
          <BundleSummary bundle={bundle} />
          <section aria-labelledby="review-customer-title" className="card p-5 sm:p-6">
            <h2 id="review-customer-title" className="text-2xl">
              Ordered By
            </h2>
            <p className="mt-2">
              {order.yourName} · <span className="break-all">{order.yourEmail}</span>
            </p>
            {order.bundleReason && <p className="mt-1 text-ink-soft italic">{order.bundleReason}</p>}
            <DeliverySignature anonymous={order.anonymousDelivery} className="mt-2" />
          </section>
          <TargetReview order={order} />
          <PaymentPanel order={order} bundle={bundle} />
        </div>
      </div>
    </main>
  )
}
