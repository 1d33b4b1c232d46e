import { Link } from 'react-router'
import { SectionLink } from '@/web/components/section-link'
import { SiteHeader, siteNavLinkClass } from '@/web/components/site-header'

/** The site header with the landing page's own links, which scroll within the page. */
export function LandingHeader() {
  return (
    <SiteHeader
      links={
        <>
          <li>
            <SectionLink section="choose-thy-scroll" className={siteNavLinkClass}>
              Scrolls
            </SectionLink>
          </li>
          <li>
            <Link to="/bundles" className={siteNavLinkClass}>
              Bundles
            </Link>
          </li>
          <li>
            <SectionLink section="faq" className={siteNavLinkClass}>
              FAQ
            </SectionLink>
          </li>
          <li>
            <SectionLink section="contact" className={siteNavLinkClass}>
              Contact
            </SectionLink>
          </li>
        </>
      }
    />
  )
}
