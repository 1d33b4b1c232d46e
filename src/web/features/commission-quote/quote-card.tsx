import type { ReactNode } from 'react'
import { scrollProducts } from '@/domain/catalog-products'
import { quotedDeliveryPromise } from '@/domain/commission-quote'
import { formatCents } from '@/domain/money'
import { shop } from '@/domain/shop'
import type { CommissionQuote } from './api/get-commission-quote'
import { PayQuoteButton } from './pay-quote-button'

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "14 March 2026": the last day a link works, as its letter names it. */
export const lastDayLabel = (lastDay: string) => longDate.format(new Date(`${lastDay}T00:00:00Z`))

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="font-semibold text-ink-soft">{label}</dt>
      <dd className="sm:text-right">{children}</dd>
    </div>
  )
}

type QuoteCardProps = { quote: CommissionQuote; cancelled: boolean }

/** A commission's quote as its customer reads it: the price, the time it takes, the scribe's words. */
export function QuoteCard({ quote, cancelled }: QuoteCardProps) {
  const price = formatCents(quote.priceCents)
  const lastDay = lastDayLabel(quote.lastDay)
  const promise = quotedDeliveryPromise(quote.deliveryDays)
  // where the request said the sealed scroll goes: its recipient, or the customer to pass it on
  const goesTo = quote.toRecipient ? 'goes to its recipient by email' : 'comes to thee by email'
  return (
    <section aria-labelledby="quote-title" className="card flex flex-col gap-5 p-5 sm:p-8">
      <header>
        <p className="eyebrow text-gold-deep">{scrollProducts['epic-scroll-commission'].name}</p>
        <h1 id="quote-title" className="mt-1 text-3xl sm:text-4xl">
          Thy Quote from the Scriptorium
        </h1>
        <p className="mt-1 text-ink-soft">
          For thy saga against <strong className="text-ink">{quote.target}</strong>
          {quote.summary && `: ${quote.summary}`}
        </p>
      </header>

      <dl className="flex flex-col gap-3">
        <Fact label="Written and sent">{promise} of thy payment</Fact>
        {quote.state !== 'paid' && <Fact label="Link works until">the end of {lastDay}</Fact>}
        <div className="flex items-baseline justify-between gap-4 border-t-2 border-gold pt-2">
          <dt className="font-display text-lg font-semibold">Price</dt>
          <dd className="font-display text-3xl text-wax">{price}</dd>
        </div>
      </dl>

      <figure className="rounded-md border-l-4 border-gold bg-parchment px-4 py-3">
        <figcaption className="font-semibold">A word from the scribe</figcaption>
        <blockquote className="mt-1 whitespace-pre-wrap break-words">{quote.message}</blockquote>
      </figure>

      {quote.state === 'open' && (
        <>
          {cancelled && (
            <p role="status" className="rounded-md border-l-4 border-gold bg-parchment px-4 py-2">
              Thy payment was cancelled and no money was taken. Thou mayest try again.
            </p>
          )}
          <p className="text-ink-soft">
            Nothing is written and nothing is charged until thou payest. Once paid, the scribes set to work,
            and the sealed scroll {goesTo}, thy receipt {quote.toRecipient ? 'to thee' : 'after it'}.
          </p>
          <PayQuoteButton token={quote.token} label={`Pay ${price}`} />
        </>
      )}
      {quote.state === 'expired' && (
        <div role="status" className="rounded-md border-2 border-wax bg-[#fbeeee] px-4 py-3">
          <p className="font-semibold text-wax">This quote has expired.</p>
          <p className="mt-1">
            Its link worked until the end of {lastDay}, so it can no longer be paid. Should thou still wish
            for thy scroll, reply to the quote’s email or write to {shop.contactEmail}, and the council can
            send thee a fresh quote.
          </p>
        </div>
      )}
      {quote.state === 'paid' && (
        <p role="status" className="rounded-md border-l-4 border-moss bg-parchment px-4 py-2">
          This commission is paid. Nothing more is owed: the scribes are at work, and thy scroll {goesTo}{' '}
          {promise} of thy payment.
        </p>
      )}
    </section>
  )
}
