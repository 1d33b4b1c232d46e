import { Link } from 'react-router'
import { shop } from '@/domain/shop'

export function SiteFooter() {
  return (
    <footer className="on-dark bg-night px-5 py-10 text-center text-parchment">
      <p className="font-brand text-3xl text-gold-soft">{shop.name}</p>
      <p className="mt-1 italic">{shop.tagline}</p>
      <nav aria-label="Footer" className="mt-5">
        <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1">
          <li>
            <Link to="/" className="inline-block px-2 py-1.5 underline underline-offset-4">
              Home
            </Link>
          </li>
          <li>
            <Link to="/bundles" className="inline-block px-2 py-1.5 underline underline-offset-4">
              Bundles
            </Link>
          </li>
          <li>
            <Link to="/#contact" className="inline-block px-2 py-1.5 underline underline-offset-4">
              Contact
            </Link>
          </li>
          <li>
            <Link to="/free-sample" className="inline-block px-2 py-1.5 underline underline-offset-4">
              Free Sample
            </Link>
          </li>
        </ul>
      </nav>
      <p className="mt-5 text-sm">
        © {shop.foundedYear} {shop.name}. All rights reserved.
      </p>
    </footer>
  )
}
