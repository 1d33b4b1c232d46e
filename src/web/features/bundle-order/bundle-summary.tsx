import { bundleRateNote, speaksOfBundleRate, wasPriceText } from '@/domain/bundle-comparisons'
import { type Bundle, mixedBundleOptions } from '@/domain/catalog-bundles'
import { formatCents } from '@/domain/money'
import { StruckPrice } from '@/web/components/struck-price'

/** What the bundle's targets may be: its one locked scroll type, or any mixed-bundle option. */
export function bundleScrollTypeLabel(bundle: Bundle): string {
  if (bundle.scrollType === 'mixed') return 'Any scroll, chosen per target'
  return `${mixedBundleOptions[bundle.scrollType].label} for every target`
}

export function BundleSummary({ bundle }: { bundle: Bundle }) {
  return (
    <section aria-labelledby="bundle-summary-title" className="card border-2 border-gold p-5 sm:p-6">
      <h2 id="bundle-summary-title" className="text-2xl">
        {bundle.title}
      </h2>
      <p className="mt-1 text-ink-soft">{bundle.description}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-3">
        <div>
          <dt className="eyebrow text-ink-soft">Scrolls</dt>
          <dd>
            Up to {bundle.quantity} target{bundle.quantity === 1 ? '' : 's'}
          </dd>
        </div>
        <div>
          <dt className="eyebrow text-ink-soft">Scroll type</dt>
          <dd>{bundleScrollTypeLabel(bundle)}</dd>
        </div>
        <div>
          <dt className="eyebrow text-ink-soft">Price</dt>
          <dd className="flex flex-wrap items-baseline gap-x-2">
            {bundle.cents === null ? (
              'The sum of the scrolls chosen'
            ) : (
              <StruckPrice
                price={formatCents(bundle.cents)}
                was={bundle.wasCents === null ? null : formatCents(bundle.wasCents)}
                size="md"
              />
            )}
          </dd>
        </div>
      </dl>
      {bundle.wasCents !== null && (
        <p className="mt-3 text-sm text-ink-soft">
          {wasPriceText(bundle.id)}.{speaksOfBundleRate(bundle.id) && ` ${bundleRateNote()}.`}
        </p>
      )}
    </section>
  )
}
