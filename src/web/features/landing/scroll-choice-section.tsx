import { Link } from 'react-router'
import { orderFormPath } from '@/domain/site-routes'
import { SectionShell } from '@/web/components/section-shell'
import { StruckPrice } from '@/web/components/struck-price'
import { type ScrollCard, scrollCards } from './scroll-cards'
import { ScrollIcon } from './scroll-icon'

export function ScrollChoiceSection() {
  return (
    <SectionShell
      anchor="choose-thy-scroll"
      titleId="choose-title"
      title="Choose Thy Scroll"
      lede="Five weapons of the written word. Pick thine, name thy target, and let the scribes do the rest."
      className="section scroll-mt-4"
      width="max-w-6xl"
    >
      {/* six half-columns let the last row of two cards sit centred under the row of three */}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {scrollCards.map((card) => (
          <li key={card.scrollType} className="flex lg:col-span-2 lg:[&:nth-child(4)]:col-start-2">
            <ScrollCardView card={card} />
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}

function ScrollCardView({ card }: { card: ScrollCard }) {
  return (
    <article className={`card scroll-card ${card.styleClass} w-full`} data-scroll-type={card.scrollType}>
      <div className="flex items-start justify-between gap-3">
        <span className="text-(--scroll-accent)">
          <ScrollIcon name={card.icon} />
        </span>
        <span className={`badge badge--${card.badge.variant}`}>{card.badge.text}</span>
      </div>
      <h3 className="text-2xl">{card.title}</h3>
      <p className="grow">{card.description}</p>
      {card.note && <p className="font-display text-sm text-royal">{card.note}</p>}
      <p className="flex flex-wrap items-baseline gap-x-2">
        <StruckPrice price={card.price} was={card.wasPrice} />
        {card.priceNote && <span className="text-ink-soft italic">{card.priceNote}</span>}
      </p>
      <Link to={orderFormPath(card.scrollType)} className="btn-primary mt-1">
        Order Now<span className="sr-only">: {card.title}</span>
      </Link>
    </article>
  )
}
