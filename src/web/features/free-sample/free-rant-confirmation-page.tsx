import { Link, Navigate, useLocation } from 'react-router'
import { bundles } from '@/domain/catalog-bundles'
import { scrollProducts } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import { HomeSectionLink } from '@/web/components/home-section-link'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { readFreeRantState } from './free-rant-state'

const classic = scrollProducts['light-rant']
const starter = bundles.starter

export function FreeRantConfirmationPage() {
  useDocumentTitle('Entry Received')
  const entry = readFreeRantState(useLocation().state)
  if (!entry) return <Navigate to="/" replace />

  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-6 px-5 py-16 text-center"
    >
      <span aria-hidden="true" className="wax-seal size-16 text-3xl">
        ⚡
      </span>
      <h1 className="text-4xl sm:text-5xl">Thine Entry Is Sealed</h1>
      <p className="text-lg">
        <strong>{entry.targetName}</strong> is in this week’s drawing for a free lightning roast. We draw one
        entry every Monday at noon and shall write to <strong>{entry.email}</strong> if thou winnest.
      </p>
      <p className="text-ink-soft">
        Cannot bear the wait? A {classic.name} costs {formatCents(classic.listCents)}, and with immediate
        delivery it is sent as soon as it is sealed. {starter.title} brings {starter.quantity} of them for{' '}
        {formatCents(starter.cents)}.
      </p>
      <nav aria-label="What next" className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <HomeSectionLink section="choose-thy-scroll" className="btn-primary">
          Choose Thy Scroll
        </HomeSectionLink>
        <Link to="/bundles" className="btn-secondary">
          Browse the Bundles
        </Link>
        <Link to="/" className="btn-secondary">
          Return to Home
        </Link>
      </nav>
    </main>
  )
}
