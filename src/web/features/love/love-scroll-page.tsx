import { scrollProducts } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import { lengthLabel } from '@/domain/scroll-lengths'
import { HomeLink, PageIntro } from '@/web/components/page-intro'
import { StruckPrice } from '@/web/components/struck-price'
import { CheckoutSteps } from '@/web/features/checkout/checkout-steps'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { LoveScrollForm } from './love-scroll-form'

const product = scrollProducts['love-me-scroll']

export function LoveScrollPage() {
  useDocumentTitle(product.name)
  return (
    <main id="main" tabIndex={-1} className="px-5 pt-6 pb-16">
      <div className="mx-auto max-w-3xl">
        <HomeLink />
        <CheckoutSteps current="order" className="mt-6" />

        <PageIntro eyebrow="Matters of the Heart" title={product.name}>
          <p className="section-lede">
            Not all scrolls wound. Declare undying love, or reject a suitor with devastating grace, from
            tender sonnet to brutal honesty.
          </p>
          <p className="mt-6 flex flex-wrap items-baseline justify-center gap-x-3 gap-y-1">
            <StruckPrice
              price={formatCents(product.listCents)}
              was={formatCents(product.wasCents)}
              size="xl"
              wasFirst
            />
            <span className="badge badge--popular">{product.offerLabel}</span>
          </p>
          <p className="mt-2">
            Delivered by email within 24 hours, as a PDF sealed in wax: {lengthLabel('love-me-scroll')}.
          </p>
        </PageIntro>

        <LoveScrollForm />
      </div>
    </main>
  )
}
