import { Link } from 'react-router'
import { shop } from '@/domain/shop'

// the shop's own pages first, then the rules every customer may read before ordering
const footerLinks = [
  ['/', 'Home'],
  ['/bundles', 'Bundles'],
  ['/#contact', 'Contact'],
  ['/free-sample', 'Free Sample'],
  ['/scribes-code', "Scribes' Code"],
  ['/terms', 'Terms'],
  ['/privacy', 'Privacy'],
  ['/refunds', 'Refunds'],
] as const

export function SiteFooter() {
  return (
    <footer className="on-dark bg-night px-5 py-10 text-center text-parchment">
      <p className="font-brand text-3xl text-gold-soft">{shop.name}</p>
      <p className="mt-1 italic">{shop.tagline}</p>
      <nav aria-label="Footer" className="mt-5">
        <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1">
          {footerLinks.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className="inline-block px-2 py-1.5 underline underline-offset-4">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-5 text-sm">
        © {shop.foundedYear} {shop.name}. All rights reserved.
      </p>
    </footer>
  )
}
