import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { Link } from 'react-router'
import { formatCents } from '@/domain/money'
import { api } from '@/web/lib/api-client'
import { cx } from '@/web/lib/class-names'
import { formatDateTime } from '../lib/format'
import { commissionStatusLabels } from '../lib/inbox-labels'
import { useStaffQuery } from '../lib/use-staff-query'
import { CommissionQuoteForm, type RequestQuotes } from './commission-quote-form'
import { QueryBody } from './query-body'

const stateLabels = { sent: 'Sent', expired: 'Expired', paid: 'Paid' } as const
const stateColours = { sent: 'bg-gold-deep', expired: 'bg-ink-soft', paid: 'bg-moss' } as const

// the day the customer was told, as their letter names it: the link lasts to its end in every time zone
const utcDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const dayLabel = (day: string) => utcDay.format(new Date(`${day}T00:00:00Z`))

function expiryNote(quote: Quote): string {
  if (quote.state === 'paid') return 'Paid.'
  if (quote.state === 'expired') return `Link stopped working ${formatDateTime(quote.expiresAt)}.`
  return `Link works to the end of ${dayLabel(quote.lastDay)}, as the customer was told.`
}

type Quote = RequestQuotes['quotes'][number]

function QuoteEntry({ quote }: { quote: Quote }) {
  return (
    <li className="flex flex-col gap-1 rounded-md border border-ink/15 p-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <strong className="font-display text-lg">{formatCents(quote.priceCents)}</strong>
        <span>
          delivered within {quote.deliveryDays} {quote.deliveryDays === 1 ? 'day' : 'days'} of payment
        </span>
        <span className={cx('badge whitespace-nowrap text-parchment', stateColours[quote.state])}>
          {stateLabels[quote.state]}
        </span>
        {quote.state === 'paid' && quote.orderId && (
          <Link to={`/admin/orders/${quote.orderId}`} className="text-wax underline">
            Order #{quote.orderNumber}
          </Link>
        )}
      </p>
      <p className="whitespace-pre-wrap break-words">{quote.message}</p>
      <p className="text-ink-soft text-sm">
        By {quote.createdBy ?? 'a former member of staff'}, {formatDateTime(quote.createdAt)}.{' '}
        {expiryNote(quote)}
      </p>
    </li>
  )
}

/**
 * A commission request's quotes and the form for a new one: each quote emails the customer a payment
 * link, and a newer quote replaces the open ones. A paid request takes no more.
 */
export function CommissionQuotes({ id, itemKey }: { id: string; itemKey: readonly unknown[] }) {
  const queryClient = useQueryClient()
  const headingId = useId()
  const key = ['commission-quotes', id] as const
  const quotes = useStaffQuery(key, () =>
    api.staff['commission-requests'][':id'].quotes.$get({ param: { id } }),
  )
  const quoted = (list: RequestQuotes) => {
    queryClient.setQueryData(['staff', ...key], list)
    // the request's status and quote changed with it
    void queryClient.invalidateQueries({ queryKey: itemKey })
    void queryClient.invalidateQueries({ queryKey: ['staff', 'inbox'] })
  }

  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-4 p-5">
      <h2 id={headingId} className="font-display text-xl">
        Quotes
      </h2>
      <QueryBody query={quotes} loading="Loading the quotes..." failed="Failed to load the quotes.">
        {(data) => (
          <>
            <p>
              Now: <strong>{commissionStatusLabels[data.status]}</strong>.{' '}
              {data.status === 'paid'
                ? 'The customer paid; the order is fulfilled like any other.'
                : 'Each quote emails the customer a payment link, once. A new quote replaces the open ones.'}
            </p>
            {data.quotes.length === 0 ? (
              <p className="text-ink-soft">No quote sent yet.</p>
            ) : (
              <ol className="flex flex-col gap-2" aria-label="Quotes sent">
                {data.quotes.map((quote) => (
                  <QuoteEntry key={quote.id} quote={quote} />
                ))}
              </ol>
            )}
            {data.status !== 'paid' && <CommissionQuoteForm id={id} onQuoted={quoted} />}
          </>
        )}
      </QueryBody>
    </section>
  )
}
