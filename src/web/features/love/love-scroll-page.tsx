import { Link } from 'react-router'
import { scrollProducts } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { LoveScrollForm } from './love-scroll-form'

const product = scrollProducts['love-me-scroll']

export function LoveScrollPage() {
  useDocumentTitle(product.name)
  return (
    <main id="main" tabIndex={-1} className="px-5 pt-6 pb-16">
      <div className="mx-auto max-w-3xl">
        <Link to="/" className="btn-secondary">
          <span aria-hidden="true">←</span> Return to Home
        </Link>

        <header className="mt-8 text-center">
          <p className="eyebrow text-gold-deep">Matters of the Heart</p>
          <h1 className="mt-2 text-4xl sm:text-5xl">{product.name}</h1>
          <p className="section-lede">
            Not all scrolls wound. Declare undying love, or reject a suitor with devastating grace, from
            tender sonnet to brutal honesty.
          </p>
          <p className="mt-6 flex flex-wrap items-baseline justify-center gap-x-3 gap-y-1">
            <s className="text-xl text-ink-soft">
              <span className="sr-only">was </span>
              {formatCents(product.wasCents)}
            </s>
            <span className="font-display text-5xl text-wax">
              <span className="sr-only">now </span>
              {formatCents(product.listCents)}
            </span>
            <span className="badge badge--popular">{product.offerLabel}</span>
          </p>
          <p className="mt-2">Delivered by email within 24 hours, as a PDF sealed in wax.</p>
        </header>

        <LoveScrollForm />
      </div>
    </main>
  )
}
