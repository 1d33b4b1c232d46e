import { Link, useNavigate } from 'react-router'
import { bundleContents, partnerBundleList, wasPriceText } from '@/domain/bundle-comparisons'
import { bundleSaving, bundles } from '@/domain/catalog-bundles'
import { scrollProducts } from '@/domain/catalog-products'
import { deliveryPromise } from '@/domain/delivery-times'
import { formatCents } from '@/domain/money'
import { PageIntro } from '@/web/components/page-intro'
import { SectionShell } from '@/web/components/section-shell'
import { StruckPrice } from '@/web/components/struck-price'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { bundleOrderState } from './bundle-info'
import { BundleTestimonials } from './bundle-testimonials'

const starter = bundles.starter
const saving = bundleSaving('starter')
const scrollName = scrollProducts[starter.scrollType].name

const benefits = [
  `${starter.quantity} separate ${scrollName}s, each written afresh by our scribe engine for its own target, never copied and pasted`,
  'Three targets, one payment: thy ex, thy boss and thy roommate dealt with in a single sitting',
  `Every scroll delivered by email as a wax-sealed PDF ${deliveryPromise('standard')} of payment`,
  'Anonymous towards every target, if thou choosest “Deliver anonymously” when thou orderest',
]

export function BundlesPage() {
  useDocumentTitle(starter.title)
  const navigate = useNavigate()
  const order = () => navigate('/bundle-order', { state: bundleOrderState('starter') })

  return (
    <main id="main" tabIndex={-1} className="px-5 pt-6 pb-16">
      <div className="mx-auto max-w-5xl">
        <Link to="/" className="btn-secondary">
          <span aria-hidden="true">←</span> Back to Home
        </Link>

        <PageIntro eyebrow="Bundles of Righteous Wrath" title="Stock Thy Arsenal">
          <p className="section-lede">One grudge is a letter. Three grudges is a campaign.</p>
        </PageIntro>

        <article
          aria-labelledby="starter-title"
          className="card relative mx-auto mt-10 max-w-xl border-2 border-gold p-8 text-center"
        >
          {starter.popular && <span className="badge badge--popular">Most Popular</span>}
          <h2 id="starter-title" className="mt-4 text-3xl">
            {starter.title}
          </h2>
          <p className="mt-2 text-ink-soft">{starter.description}</p>
          <p className="mt-6 flex flex-wrap items-baseline justify-center gap-x-3">
            <StruckPrice price={formatCents(starter.cents)} was={formatCents(starter.wasCents)} size="xl" />
          </p>
          <p className="mt-1">for {bundleContents('starter')}</p>
          <p className="mt-1 text-sm text-ink-soft">{wasPriceText('starter')}.</p>
          {saving && (
            <p className="mt-4">
              <span className="badge badge--starter">Save {saving.percent}%</span>{' '}
              <span className="text-moss">Thou savest {formatCents(saving.cents)}</span>
            </p>
          )}
          <button type="button" className="btn-primary mt-6 w-full text-lg" onClick={order}>
            Order Bundle
          </button>
        </article>

        <section
          aria-labelledby="partner-bundles-note-title"
          className="card mx-auto mt-8 max-w-xl p-5 text-center"
        >
          <h2 id="partner-bundles-note-title" className="text-xl">
            Bundles of Our Partners
          </h2>
          <p className="mt-2 text-ink-soft">
            Our partners’ pages have bundles of their own: {partnerBundleList()}. They are ordered there,
            through the link a partner shares.
          </p>
        </section>

        <SectionShell titleId="benefits-title" title="Why Buy in Bulk?" className="mt-16">
          <ul className="mx-auto mt-8 flex max-w-2xl flex-col gap-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="card flex gap-3 p-4">
                <span aria-hidden="true" className="text-wax">
                  ✦
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </SectionShell>

        <BundleTestimonials />

        <section
          aria-labelledby="bundle-cta-title"
          className="on-dark mt-16 rounded-lg bg-night px-6 py-10 text-center text-parchment"
        >
          <h2 id="bundle-cta-title" className="text-3xl">
            Three Grudges. One Price. Zero Regrets.
          </h2>
          <p className="mx-auto mt-3 max-w-xl">
            While early-bird places last, the discount comes off at checkout. Thy enemies will not know what
            hit them.
          </p>
          <button type="button" className="btn-gold mt-6" onClick={order}>
            Arm Thyself Now
          </button>
        </section>
      </div>
    </main>
  )
}
