import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { quotedDeliveryPromise } from '@/domain/commission-quote'
import { formatCents } from '@/domain/money'
import { shop } from '@/domain/shop'
import { useVerifyPayment } from '@/web/features/checkout/api/verify-payment'
import { commissionQuoteQuery, useCommissionQuote } from './api/get-commission-quote'
import { PayQuoteButton } from './pay-quote-button'
import { QuoteMessage } from './quote-shell'

// not the confirmation pages' VerificationFailed: it would bring their paid-order view into this page's files
function NotConfirmed({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <QuoteMessage title="Payment Not Confirmed">
      <p role="alert" className="text-wax">
        {message}
      </p>
      <p className="text-ink-soft">
        Should money have been taken all the same, write to {shop.contactEmail} and the council will look into
        it.
      </p>
      {children}
    </QuoteMessage>
  )
}

type QuotePaymentReceivedProps = { token: string; sessionId: string; orderId: string }

/** Back from the checkout: the server confirms the payment, then the customer reads what happens next. */
export function QuotePaymentReceived({ token, sessionId, orderId }: QuotePaymentReceivedProps) {
  const queryClient = useQueryClient()
  const verification = useVerifyPayment(sessionId, orderId)
  const quote = useCommissionQuote(token)
  const paid = verification.data?.success === true
  // the quote was read before the payment was confirmed: read it again to show it paid
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries(commissionQuoteQuery(token))
  }, [paid, queryClient, token])

  if (verification.isPending) {
    return (
      <QuoteMessage title="Verifying Thy Payment">
        <p role="status">Verifying thy payment...</p>
      </QuoteMessage>
    )
  }
  if (verification.isError)
    return <NotConfirmed message="The payment could not be checked. Please reload the page." />
  const { order, error } = verification.data
  const when = quote.data ? ` ${quotedDeliveryPromise(quote.data.deliveryDays)} of thy payment` : ''
  if (!paid || !order) {
    return (
      <NotConfirmed message={error ?? 'The payment could not be confirmed.'}>
        {quote.data?.state === 'open' && <PayQuoteButton token={token} label="Try Payment Again" />}
      </NotConfirmed>
    )
  }
  return (
    <section aria-labelledby="quote-paid-title" className="card flex flex-col gap-5 p-5 text-center sm:p-8">
      <p aria-hidden="true" className="wax-seal mx-auto size-16 text-3xl">
        ✓
      </p>
      <h1 id="quote-paid-title" className="text-3xl sm:text-4xl">
        Thy Commission Is Paid
      </h1>
      <p className="text-lg" role="status">
        Thank thee, {order.customerName}. Thy payment of {formatCents(order.totalCents)} is received.
      </p>
      <p className="eyebrow text-gold-deep">Order #{order.reference}</p>
      <p>
        The scribes now set to work on thy saga against {order.targetName}: the sealed scroll{' '}
        {quote.data?.toRecipient ? 'goes to its recipient' : 'comes to thee'} by email{when}, thy receipt{' '}
        {quote.data?.toRecipient ? 'to thee' : 'after it'}. Keep order #{order.reference} should thou write to
        us.
      </p>
    </section>
  )
}
