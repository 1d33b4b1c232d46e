import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { orderQuery } from '@/web/features/checkout/api/get-order'
import { useVerifyPayment } from '@/web/features/checkout/api/verify-payment'
import { ApiError } from '@/web/lib/api-error'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { isInProgress, statusCopy } from './test-order-status'
import { TestOrderSummary } from './test-order-summary'
import { VerificationAlert } from './verification-alert'

const POLL_MS = 3000

// a malformed or unknown id will not become valid by asking again
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400)

export function TestConfirmationPage() {
  useDocumentTitle('Thy Test Scroll')
  const [params] = useSearchParams()
  const orderId = params.get('orderId')
  const sessionId = params.get('session_id')
  const verification = useVerifyPayment(sessionId, orderId)
  // the verification may mark the order paid, so the order is read once it has answered
  const verifying = Boolean(sessionId && orderId) && verification.isPending
  const order = useQuery({
    ...orderQuery(orderId ?? ''),
    enabled: Boolean(orderId) && !verifying,
    retry: (failures, error) => !isMissing(error) && failures < 1,
    refetchInterval: (query) => (isInProgress(query.state.data?.status) ? POLL_MS : false),
  })

  if (!orderId || isMissing(order.error)) {
    return (
      <PageShell title="Test Scroll Not Found">
        <p className="text-center text-lg">
          We could not find that love scroll. Open this page from the link after thy payment, or pen a new
          scroll.
        </p>
      </PageShell>
    )
  }
  if (verifying || order.isPending) {
    return (
      <PageShell title={verifying ? 'Verifying Thy Payment...' : 'Fetching Thy Scroll...'} busy>
        <p className="text-center text-ink-soft">The ravens are on their way back.</p>
      </PageShell>
    )
  }
  if (order.isError) {
    return (
      <PageShell title="The Ravens Lost Their Way">
        <p role="alert" className="text-center text-lg">
          We could not fetch thy order just now.
        </p>
        <button type="button" className="btn-secondary self-center" onClick={() => order.refetch()}>
          Try Again
        </button>
      </PageShell>
    )
  }
  return (
    <PageShell title={statusCopy[order.data.status].heading}>
      {sessionId && <VerificationAlert verification={verification} />}
      <TestOrderSummary order={order.data} />
    </PageShell>
  )
}

function PageShell({
  title,
  busy = false,
  children,
}: {
  title: string
  busy?: boolean
  children: ReactNode
}) {
  return (
    <main id="main" tabIndex={-1} aria-busy={busy} className="px-5 pt-10 pb-16">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <header className="text-center">
          <p className="eyebrow text-gold-deep">Love Me Scroll · Test Order</p>
          <h1 className="mt-2 text-3xl sm:text-4xl">{title}</h1>
        </header>
        {children}
        <nav aria-label="What next" className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/love-me-scroll-form" className="btn-primary">
            Try the Love Scroll Again
          </Link>
          <Link to="/" className="btn-secondary">
            Return to Home
          </Link>
        </nav>
      </div>
    </main>
  )
}
