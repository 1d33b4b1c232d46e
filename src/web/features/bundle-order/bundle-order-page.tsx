import { Link, Navigate, useLocation } from 'react-router'
import { PageIntro } from '@/web/components/page-intro'
import { CheckoutSteps } from '@/web/features/checkout/checkout-steps'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { BundleOrderForm } from './bundle-order-form'
import { BundleSummary } from './bundle-summary'
import { readBundleChoice } from './order-state'
import { useDraft } from './use-draft'

/** /bundle-order: the bundle arrives as navigation state; without it the customer picks one on /bundles. */
export function BundleOrderPage() {
  const { state } = useLocation()
  const choice = readBundleChoice(state)
  // only a return from the review carries a draft; a first visit loads no schema
  const draft = useDraft(state)
  useDocumentTitle(choice ? `Order ${choice.bundle.title}` : undefined)
  if (!choice) return <Navigate to="/bundles" replace />
  if (draft === undefined) return <main id="main" className="min-h-dvh" aria-busy="true" />

  const { bundle, partnerRef } = choice
  const back = partnerRef ? { to: `/p/${partnerRef}`, label: 'Back to Partner Offers' } : null

  return (
    <main id="main" tabIndex={-1} className="px-4 pt-6 pb-16 sm:px-5">
      <div className="mx-auto max-w-3xl">
        <nav aria-label="Back" className="flex flex-wrap gap-3">
          <Link to={back?.to ?? '/bundles'} className="btn-secondary">
            <span aria-hidden="true">←</span> {back?.label ?? 'Back to Bundles'}
          </Link>
          <Link to="/" className="btn-secondary">
            Return to Home
          </Link>
        </nav>
        <CheckoutSteps current="order" className="mt-6" />
        <PageIntro eyebrow="Bundle Order" title={<>Order {bundle.title}</>}>
          <p className="section-lede">
            Tell the scribes who thou art and whom they shall visit. Thou reviewest everything before paying.
          </p>
        </PageIntro>
        <div className="mt-8">
          <BundleSummary bundle={bundle} />
        </div>
        <BundleOrderForm
          key={bundle.id}
          bundle={bundle}
          partnerRef={partnerRef}
          draft={draft?.bundleId === bundle.id ? draft : undefined}
        />
      </div>
    </main>
  )
}
