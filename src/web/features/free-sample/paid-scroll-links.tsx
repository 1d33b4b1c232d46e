import { Link } from 'react-router'
import { scrollProducts } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import { orderFormPath } from '@/domain/site-routes'
import { SectionShell } from '@/web/components/section-shell'

const paidScrolls = (['light-rant', 'scroll-of-fury', 'love-me-scroll'] as const).map((scrollType) => ({
  scrollType,
  name: scrollProducts[scrollType].name,
  price: formatCents(scrollProducts[scrollType].listCents),
  path: orderFormPath(scrollType),
}))

/** Where a visitor who liked the sample goes next: the full scrolls and the bundles. */
export function PaidScrollLinks() {
  return (
    <SectionShell
      titleId="paid-title"
      title="Ready for the Real Thing?"
      lede="A sample is a whisper. A full scroll is a whole page of wrath, sealed in wax and sent by email."
      className="text-center"
    >
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {paidScrolls.map((scroll) => (
          <li key={scroll.scrollType} className="card flex flex-col items-center gap-2 p-5">
            <span className="font-display text-lg">{scroll.name}</span>
            <span className="font-display text-2xl text-wax">{scroll.price}</span>
            <Link to={scroll.path} className="btn-primary mt-2 w-full">
              Order Now<span className="sr-only">: {scroll.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/bundles" className="btn-secondary mt-6">
        Or Browse the Bundles
      </Link>
    </SectionShell>
  )
}
