import { mixedBundleOptions } from '@/domain/catalog-bundles'
import { formatCents } from '@/domain/money'
import { HomeLink, PageIntro } from '@/web/components/page-intro'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { CommissionForm } from './commission-form'

// the landing card advertises the same floor; the real price comes in the quote
const fromPrice = formatCents(mixedBundleOptions['epic-scroll-commission'].cents)

/** The commission request form; both /custom-commission-form and /epic-scroll-commission-form show it. */
export function CommissionPage() {
  useDocumentTitle('Custom Commission')
  return (
    <main id="main" tabIndex={-1} className="px-5 pt-6 pb-16">
      <div className="mx-auto max-w-3xl">
        <HomeLink />
        <PageIntro eyebrow="Epic Scroll Commission" title="Custom Commission">
          <p className="section-lede">
            A saga of many pages, written to order for grudges of legendary length. Tell the council thy tale
            and receive a quote before a single drop of ink is spilt.
          </p>
          <p className="mt-4 font-display text-lg">
            Sagas from <span className="text-wax">{fromPrice}</span>, priced by quote
          </p>
        </PageIntro>
        <CommissionForm />
      </div>
    </main>
  )
}
