import type { ReactNode } from 'react'
import { shop } from '@/domain/shop'
import { useVerifyPayment } from './api/verify-payment'
import { CheckoutMessage } from './checkout-shell'
import { LiveOrder } from './live-order'
import { PayOrderButton } from './pay-order-button'

export const verificationMessages = {
  title: 'Payment Verification Failed',
  requestFailed: 'Failed to verify payment',
  missing: 'Missing payment session information',
  unknown: 'There was an issue verifying your payment.',
} as const

type PaymentVerificationProps = { sessionId: string; orderId: string; heading: string }

/** Asks the server whether the checkout was paid, then follows the order or says why it is not confirmed. */
export function PaymentVerification({ sessionId, orderId, heading }: PaymentVerificationProps) {
  const verification = useVerifyPayment(sessionId, orderId)

  if (verification.isPending) {
    return (
      <CheckoutMessage title="Verifying Thy Payment">
        <p role="status">Verifying thy payment...</p>
      </CheckoutMessage>
    )
  }
  if (verification.isError) return <VerificationFailed message={verificationMessages.requestFailed} />
  const { success, order, error } = verification.data
  if (success && order) return <LiveOrder orderId={orderId} heading={heading} verified={order} />
  return (
    <VerificationFailed message={error ?? verificationMessages.unknown}>
      {order?.paymentStatus === 'pending' && <PayOrderButton orderId={order.id} label="Try Payment Again" />}
    </VerificationFailed>
  )
}

export function VerificationFailed({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <CheckoutMessage title={verificationMessages.title}>
      <p role="alert" className="text-wax">
        {message}
      </p>
      <p className="text-ink-soft">
        If money was taken, write to {shop.contactEmail} and the council shall set it right.
      </p>
      {children}
    </CheckoutMessage>
  )
}
