import { Link } from 'react-router'
import { EARLY_BIRD_LIMIT, EARLY_BIRD_PERCENT } from '@/domain/catalog-products'
import { shop } from '@/domain/shop'
import { SectionLink } from '@/web/components/section-link'

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="px-5 pt-14 pb-16 text-center sm:pt-20">
      <p className="eyebrow text-gold-deep">
        Est. {shop.foundedYear} · Purveyors of Parchment-Grade Grievances
      </p>
      <h1 id="hero-title" className="mt-4 font-brand text-6xl font-normal text-wax sm:text-8xl">
        {shop.name}
      </h1>
      <p className="mt-4 font-display text-xl text-ink sm:text-2xl">{shop.tagline}</p>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-soft sm:text-xl">
        Thou hast been wronged. Our scribes shall put it in writing: rants, roasts, love letters and
        rejections, penned in the finest olde tongue, sealed in wax and sent by email. Thy name stays secret,
        if thou wishest.
      </p>
      <p className="mx-auto mt-6 inline-block rounded-full border-2 border-dashed border-wax px-5 py-2 text-wax">
        <strong className="font-display">Early-bird decree:</strong>{' '}
        {`${EARLY_BIRD_PERCENT}% off for the first ${EARLY_BIRD_LIMIT} customers`}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <SectionLink section="choose-thy-scroll" className="btn-primary">
          Choose Thy Scroll
        </SectionLink>
        <Link to="/bundles" className="btn-secondary">
          Browse the Bundles
        </Link>
      </div>
    </section>
  )
}
