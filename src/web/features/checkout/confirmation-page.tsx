import { type ReactNode, useState } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { readOrderData } from '@/web/lib/order-storage'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { CancelledPayment } from './cancelled-payment'
import { CheckoutShell } from './checkout-shell'
import { PaymentVerification, VerificationFailed, verificationMessages } from './payment-verification'
import { StoredOrder } from './stored-order'

/** Single scrolls return to /payment-success, bundles to /confirmation; both verify the same way. */
const headings = { '/payment-success': 'Payment Successful!', '/confirmation': 'Order Confirmed!' }

export function ConfirmationPage() {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const [stored] = useState(readOrderData)
  const heading = headings[pathname as keyof typeof headings] ?? headings['/confirmation']
  useDocumentTitle(heading.replace('!', ''))

  const sessionId = params.get('session_id')
  const orderId = params.get('order_id')
  const cancelled = params.get('cancelled') === '1'

  let content: ReactNode
  if (cancelled && orderId) content = <CancelledPayment orderId={orderId} />
  else if (sessionId && orderId)
    content = <PaymentVerification sessionId={sessionId} orderId={orderId} heading={heading} />
  else if (sessionId || orderId) content = <VerificationFailed message={verificationMessages.missing} />
  else if (stored) content = <StoredOrder order={stored} />
  else return <Navigate to="/" replace />

  return <CheckoutShell>{content}</CheckoutShell>
}
