import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { type SingleScrollType, scrollProducts } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import { lengthLabel } from '@/domain/scroll-lengths'
import { HomeLink, PageIntro } from '@/web/components/page-intro'
import { CheckoutSteps } from '@/web/features/checkout/checkout-steps'
import { readPartnerRef } from '@/web/lib/partner-attribution'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { scrollFormCopy } from './scroll-form-copy'
import { ScrollOrderForm } from './scroll-order-form'
import type { OrderTerms } from './scroll-order-request'

/**
 * Partner landings link here with `?pricing=partner`; partner prices hold only for a visitor the shop
 * attributed to a partner (the server checks the partner is still active).
 */
function useOrderTerms(): Omit<OrderTerms, 'discountCode'> {
  const [params] = useSearchParams()
  const [partnerRef] = useState(readPartnerRef)
  const priceList = params.get('pricing') === 'partner' && partnerRef ? 'partner' : 'list'
  return { priceList, partnerRef }
}

/** The page around the shared single-scroll form: the product, its price and the way home. */
export function ScrollOrderPage({ scrollType }: { scrollType: SingleScrollType }) {
  const terms = useOrderTerms()
  const product = scrollProducts[scrollType]
  const partnerPriced = terms.priceList === 'partner'
  // one name on every page; a partner's visitor also sees the words of the partner page they came from
  const title = product.name
  const cents = partnerPriced ? product.partnerCents : product.listCents
  const copy = scrollFormCopy[scrollType]
  useDocumentTitle(title)

  return (
    <main id="main" tabIndex={-1} className="px-4 pt-6 pb-16 sm:px-5">
      <div className="mx-auto max-w-6xl">
        <HomeLink />
        <CheckoutSteps current="order" className="mt-6" />
        <PageIntro eyebrow={copy.eyebrow} title={title}>
          {partnerPriced && product.partnerSubtitle && (
            <p className="mt-1 font-display text-lg tracking-wide text-gold-deep">
              {product.partnerSubtitle}
            </p>
          )}
          <p className="mt-3 flex flex-wrap items-baseline justify-center gap-x-3">
            <span className="font-display text-3xl text-wax">{formatCents(cents)}</span>
            {partnerPriced && <span className="badge badge--starter">Partner price</span>}
          </p>
          {product.note && <p className="mt-2 font-display text-royal">{product.note}</p>}
          <p className="mt-2 text-ink-soft">{capitalised(lengthLabel(scrollType))}</p>
          <p className="section-lede">{copy.lede}</p>
        </PageIntro>
        <ScrollOrderForm scrollType={scrollType} terms={terms} title={title} />
      </div>
    </main>
  )
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
