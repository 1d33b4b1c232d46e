import { Link } from 'react-router'
import {
  bundleContents,
  bundleRateNote,
  partnerSinglesText,
  savingBasis,
  wasPriceMakeup,
  wasPriceText,
} from '@/domain/bundle-comparisons'
import { bundleSaving, bundles, partnerBundleIds } from '@/domain/catalog-bundles'
import { formatCents } from '@/domain/money'
import { SectionShell } from '@/web/components/section-shell'
import { StruckPrice } from '@/web/components/struck-price'
import { bundleOrderState } from '@/web/features/bundles/bundle-info'

/**
 * The partner bundles; ordering one opens the bundle form on behalf of this partner. Each card says what
 * its struck price is made of and what its saving is against (decision 069).
 */
export function PartnerBundles({ slug }: { slug: string }) {
  return (
    <SectionShell
      titleId="partner-bundles-title"
      title="Bundles for Grand Grudges"
      lede="One target is a letter. A whole court is a campaign."
      className="mt-16"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {partnerBundleIds.map((id) => (
          <li key={id} className="flex">
            <PartnerBundleCard id={id} slug={slug} />
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-ink-soft">{bundleRateNote()}.</p>
    </SectionShell>
  )
}

function PartnerBundleCard({ id, slug }: { id: (typeof partnerBundleIds)[number]; slug: string }) {
  const bundle = bundles[id]
  // a struck price no sum of scrolls makes is listed, not claimed as a former price with a saving
  const explained = wasPriceMakeup(id) !== null
  const saving = bundleSaving(id)
  const basis = savingBasis(id)
  const singles = partnerSinglesText(id)
  return (
    <article className="card flex w-full flex-col gap-3 p-6 text-center">
      <h3 className="text-2xl">{bundle.title}</h3>
      <p className="font-display text-sm tracking-wide text-gold-deep">{bundleContents(id)}</p>
      <p className="grow text-ink-soft">{bundle.description}</p>
      <p className="flex flex-wrap items-baseline justify-center gap-x-2">
        <StruckPrice
          price={formatCents(bundle.cents)}
          was={formatCents(bundle.wasCents)}
          wasLabel={explained ? 'was' : 'listed at'}
        />
      </p>
      <p className="text-sm">{wasPriceText(id)}.</p>
      {saving && basis && (
        <p className="text-sm">
          <span className="badge badge--starter">Save {saving.percent}%</span> {basis}
        </p>
      )}
      {singles && <p className="text-sm text-ink-soft">{singles}.</p>}
      <Link to="/bundle-order" state={bundleOrderState(id, slug)} className="btn-primary mt-1">
        Order {bundle.title}
      </Link>
    </article>
  )
}
