import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { shop } from '@/domain/shop'
import { HomeSectionLink } from './home-section-link'

export const siteNavLinkClass = 'inline-block px-2 py-2 underline-offset-4 hover:underline'

/** The links of every page but the landing page, which brings its own: the way back into the shop. */
function ShopLinks() {
  return (
    <>
      <li>
        <HomeSectionLink section="choose-thy-scroll" className={siteNavLinkClass}>
          Scrolls
        </HomeSectionLink>
      </li>
      <li>
        <Link to="/bundles" className={siteNavLinkClass}>
          Bundles
        </Link>
      </li>
      <li>
        <Link to="/free-sample" className={siteNavLinkClass}>
          Free Sample
        </Link>
      </li>
    </>
  )
}

/** The bar atop every page: the shop's name, which leads home, and the main links (list items). */
export function SiteHeader({ links = <ShopLinks /> }: { links?: ReactNode }) {
  return (
    <header className="on-dark bg-night text-parchment">
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-1 sm:flex-row sm:justify-between">
        <Link
          to="/"
          className="font-display text-lg leading-10 whitespace-nowrap text-gold-soft underline-offset-4 hover:underline"
        >
          {shop.name}
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-x-1 font-display text-sm whitespace-nowrap">{links}</ul>
        </nav>
      </div>
    </header>
  )
}
