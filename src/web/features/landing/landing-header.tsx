import { Link } from 'react-router'
import { shop } from '@/domain/shop'
import { SectionLink } from '@/web/components/section-link'

const navLink = 'inline-block px-2 py-2 underline-offset-4 hover:underline'

export function LandingHeader() {
  return (
    <header className="on-dark bg-night text-parchment">
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-1 sm:flex-row sm:justify-between">
        <span className="font-display text-lg leading-10 whitespace-nowrap text-gold-soft">{shop.name}</span>
        <nav aria-label="Main">
          <ul className="flex gap-x-1 font-display text-sm whitespace-nowrap">
            <li>
              <SectionLink section="choose-thy-scroll" className={navLink}>
                Scrolls
              </SectionLink>
            </li>
            <li>
              <Link to="/bundles" className={navLink}>
                Bundles
              </Link>
            </li>
            <li>
              <SectionLink section="faq" className={navLink}>
                FAQ
              </SectionLink>
            </li>
            <li>
              <SectionLink section="contact" className={navLink}>
                Contact
              </SectionLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
