import { Link } from 'react-router'
import { bundleSaving, bundles, partnerBundleIds } from '@/domain/catalog-bundles'
import { formatCents } from '@/domain/money'
import { SectionShell } from '@/web/components/section-shell'
import { StruckPrice } from '@/web/components/struck-price'
import { bundleOrderState } from '@/web/features/bundles/bundle-info'

// what each bundle holds, in words; the counts come from the catalog
const contents: Record<(typeof partnerBundleIds)[number], string> = {
  courtroom: 'Scrolls of Fury',
  royal: 'premium scrolls of thy choosing',
  holiday: 'mini roasts, Light Rant style',
}

/** The partner bundles; ordering one opens the bundle form on behalf of this partner. */
export function PartnerBundles({ slug }: { slug: string }) {
  return (
    <SectionShell
      titleId="partner-bundles-title"
      title="Bundles for Grand Grudges"
      lede="One target is a letter. A whole court is a campaign."
      className="mt-16"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {partnerBundleIds.map((id) => {
          const bundle = bundles[id]
          const saving = bundleSaving(id)
          return (
            <li key={id} className="flex">
              <article className="card flex w-full flex-col gap-3 p-6 text-center">
                <h3 className="text-2xl">{bundle.title}</h3>
                <p className="font-display text-sm tracking-wide text-gold-deep">
                  {bundle.quantity} {contents[id]}
                </p>
                <p className="grow text-ink-soft">{bundle.description}</p>
                <p className="flex flex-wrap items-baseline justify-center gap-x-2">
                  <StruckPrice price={formatCents(bundle.cents)} was={formatCents(bundle.wasCents)} />
                </p>
                {saving && (
                  <p>
                    <span className="badge badge--starter">Save {saving.percent}%</span>
                  </p>
                )}
                <Link to="/bundle-order" state={bundleOrderState(id, slug)} className="btn-primary mt-1">
                  Order {bundle.title}
                </Link>
              </article>
            </li>
          )
        })}
      </ul>
    </SectionShell>
  )
}
