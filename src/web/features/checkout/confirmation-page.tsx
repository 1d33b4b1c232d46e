import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { readOrderData } from '@/web/lib/order-storage'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { CheckoutShell } from './checkout-shell'
import { LiveOrder } from './live-order'
import { PaymentVerification, VerificationFailed, verificationMessages } from './payment-verification'

// opened without payment parameters, the page shows the last order placed here: loaded only then
const StoredOrder = lazy(() => import('./stored-order').then((m) => ({ default: m.StoredOrder })))

/**
 * Single scrolls return to /payment-success, bundles to /confirmation and the love scroll to the spec's
 * result page, /test-confirmation (product decision 14); all three show the same confirmation.
 */
const headings: Record<string, string> = {
  '/payment-success': 'Payment Successful!',
  '/confirmation': 'Order Confirmed!',
  '/test-confirmation': 'Payment Successful!',
}

export function ConfirmationPage() {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const [stored] = useState(readOrderData)
  const heading = headings[pathname] ?? 'Order Confirmed!'
  useDocumentTitle(heading.replace('!', ''))

  const sessionId = params.get('session_id')
  // the result page reads `orderId` (spec section 2), the confirmations `order_id`
  const orderId = params.get('order_id') ?? params.get('orderId')

  let content: ReactNode
  // a checkout opened before cancelling returned to its review step came back here
  if (params.get('cancelled') === '1' && orderId)
    return <Navigate to={`/payment?orderId=${orderId}&cancelled=1`} replace />
  if (sessionId && orderId)
    content = <PaymentVerification sessionId={sessionId} orderId={orderId} heading={heading} />
  else if (orderId) content = <LiveOrder orderId={orderId} heading={heading} />
  else if (sessionId) content = <VerificationFailed message={verificationMessages.missing} />
  else if (stored)
    content = (
      <Suspense fallback={null}>
        <StoredOrder order={stored} />
      </Suspense>
    )
  else return <Navigate to="/" replace />

  return <CheckoutShell>{content}</CheckoutShell>
}
