import { Link } from 'react-router'
import { bundles } from '@/domain/catalog-bundles'
import { scrollProducts } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'

const starter = bundles.starter

export function BundlePromo() {
  return (
    <section aria-labelledby="bundle-promo-title" className="section text-center">
      <div className="card mx-auto max-w-3xl border-2 border-gold p-8">
        <h2 id="bundle-promo-title" className="section-title">
          More Grudges Than Gold?
        </h2>
        <p className="mx-auto mt-4 max-w-xl">
          Buy thy wrath in bulk. {starter.title} brings {starter.quantity}{' '}
          {scrollProducts[starter.scrollType].name}s for{' '}
          <strong className="text-wax">{formatCents(starter.cents)}</strong> instead of{' '}
          <s>{formatCents(starter.wasCents)}</s>: one for thy ex, one for thy boss, one for whoever took the
          last slice.
        </p>
        <Link to="/bundles" className="btn-primary mt-6">
          See the Bundles
        </Link>
      </div>
    </section>
  )
}
