import { Link } from 'react-router'
import { scrollProducts } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import { orderFormPath } from '@/domain/site-routes'
import { SectionShell } from '@/web/components/section-shell'
import { StruckPrice } from '@/web/components/struck-price'

type PartnerScroll = 'light-rant' | 'scroll-of-fury' | 'eternal-scroll'

const offers: { scrollType: PartnerScroll; description: string; accent: string }[] = [
  {
    scrollType: 'light-rant',
    description:
      'A crisp, well-mannered rant for the everyday offence: the reply-all, the borrowed ladle never returned, the stolen parking spot.',
    accent: 'scroll-card--classic',
  },
  {
    scrollType: 'scroll-of-fury',
    description:
      'For wrongs that demand thunder: ALL CAPS, cursed fonts and a fury dial that starts at Fierce Rebuke and ends at Nuclear Scroll.',
    accent: 'scroll-card--cursed',
  },
  {
    scrollType: 'eternal-scroll',
    description:
      'Our grandest proclamation: every flourish of the scriptorium and the whole fury dial, upon one deserving soul.',
    accent: 'scroll-card--eternal',
  },
]

/**
 * The three single scrolls at partner prices, each by its one name with the partner wording beneath it;
 * each link asks its form for partner pricing.
 */
export function PartnerOffers() {
  return (
    <SectionShell titleId="partner-scrolls-title" title="Thy Partner Prices" className="mt-14">
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {offers.map((offer) => {
          const product = scrollProducts[offer.scrollType]
          return (
            <li key={offer.scrollType} className="flex">
              <article className={`card scroll-card ${offer.accent} w-full`}>
                <h3 className="text-2xl">{product.name}</h3>
                <p className="font-display text-sm tracking-wide text-gold-deep">{product.partnerSubtitle}</p>
                <p className="grow">{offer.description}</p>
                {product.note && <p className="font-display text-sm text-royal">{product.note}</p>}
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <StruckPrice
                    price={formatCents(product.partnerCents)}
                    was={formatCents(product.listCents)}
                    wasLabel="regular price"
                  />
                </p>
                <Link to={`${orderFormPath(offer.scrollType)}?pricing=partner`} className="btn-primary mt-1">
                  Order {product.name}
                </Link>
              </article>
            </li>
          )
        })}
      </ul>
    </SectionShell>
  )
}
