import { PARTNER_DISCOUNT_PERCENT } from '@/domain/catalog-products'
import { deliveryPromise } from '@/domain/delivery-times'
import { PARTNER_ATTRIBUTION_DAYS } from '@/domain/limits'
import { shop } from '@/domain/shop'
import { SectionShell } from '@/web/components/section-shell'
import type { PublicPartner } from './api/get-partner'

export function PartnerWelcome({ partner }: { partner: PublicPartner }) {
  return (
    <header className="mt-8 text-center">
      <p className="eyebrow text-gold-deep">A Friend of {shop.name}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">Recommended by {partner.name}</h1>
      <p className="section-lede">
        Well met, traveller! {partner.name} hath sent thee to the realm's most righteous scriptorium of
        grievance. As their guest, thou payest partner prices on every single scroll below.
      </p>
      <aside
        aria-label="About thy partner link"
        className="card mx-auto mt-6 max-w-2xl border-2 border-gold p-5 text-left"
      >
        <p>
          <span aria-hidden="true" className="text-wax">
            ✦{' '}
          </span>
          This browser remembers that {partner.name} sent thee for {PARTNER_ATTRIBUTION_DAYS} days. Every
          scroll thou orderest here in that time supports {partner.name}, at no cost to thee.
        </p>
        {partner.hasDiscountCode && (
          <p className="mt-2">
            <span aria-hidden="true" className="text-wax">
              ✦{' '}
            </span>
            {partner.name} also hands out a discount code: enter it before paying for{' '}
            {PARTNER_DISCOUNT_PERCENT}% off the scroll's price. It takes the place of the early-bird offer,
            never both.
          </p>
        )}
      </aside>
    </header>
  )
}

const reasons = [
  {
    title: 'Thy Name Can Stay Secret',
    text: 'Choose “Deliver anonymously” and the target learns of their offence, never of its author.',
  },
  {
    title: 'Sealed and Sent Within Two Days',
    text: `Every scroll arrives by email ${deliveryPromise('standard')} of payment, as a PDF with wax-seal imagery, ready to be forwarded, printed or framed.`,
  },
  {
    title: 'Written for Thy Grudge',
    text: 'Each scroll names thy target and their offence, in the style and fury thou choosest. No two read alike.',
  },
  {
    title: 'Cheaper Than Therapy',
    text: 'A few coins settle a grudge that hath festered for years. Mind thee: a sent scroll cannot be unsent, so there are no refunds.',
  },
]

export function WhyScrolls() {
  return (
    <SectionShell titleId="partner-why-title" title="Why a Scroll?" className="mt-16">
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {reasons.map((reason) => (
          <li key={reason.title} className="card p-5">
            <h3 className="text-xl">{reason.title}</h3>
            <p className="mt-2 text-ink-soft">{reason.text}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
