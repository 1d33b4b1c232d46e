import type { ReactNode } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { shop } from '@/domain/shop'
import { ApiError } from '@/web/lib/api-error'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { useCommissionQuote } from './api/get-commission-quote'
import { QuoteCard } from './quote-card'
import { QuotePaymentReceived } from './quote-payment-received'
import { QuoteMessage, QuoteShell } from './quote-shell'

/**
 * /commission/quote/:token: the page a quote's email links to. It shows the quote and opens its
 * checkout; the checkout returns here, paid (with its session) or cancelled.
 */
export function CommissionQuotePage() {
  const { token = '' } = useParams()
  const [params] = useSearchParams()
  useDocumentTitle('Thy Commission Quote')
  const quote = useCommissionQuote(token)
  const sessionId = params.get('session_id')
  const orderId = params.get('order_id')

  let content: ReactNode
  if (sessionId && orderId) {
    content = <QuotePaymentReceived token={token} sessionId={sessionId} orderId={orderId} />
  } else if (quote.isPending) {
    content = (
      <QuoteMessage title="Thy Commission Quote">
        <p role="status">Fetching thy quote...</p>
      </QuoteMessage>
    )
  } else if (quote.isError) {
    const missing = quote.error instanceof ApiError && [400, 404].includes(quote.error.status)
    content = missing ? (
      <QuoteMessage title="Quote Not Found">
        <p role="alert">No quote answers to this link.</p>
        <p className="text-ink-soft">
          Please check it against the council’s email, or write to {shop.contactEmail}.
        </p>
      </QuoteMessage>
    ) : (
      <QuoteMessage title="The quote could not be loaded">
        <p role="alert">Something went wrong: {quote.error.message}</p>
        <button type="button" className="btn-primary" onClick={() => quote.refetch()}>
          Try Again
        </button>
      </QuoteMessage>
    )
  } else {
    content = <QuoteCard quote={quote.data} cancelled={params.get('cancelled') === '1'} />
  }
  return <QuoteShell busy={quote.isPending}>{content}</QuoteShell>
}
