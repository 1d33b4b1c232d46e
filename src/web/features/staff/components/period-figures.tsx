import type { InferResponseType } from 'hono/client'
import { formatCents } from '@/domain/money'
import type { api } from '@/web/lib/api-client'
import { formatDay } from '../lib/format'

type BusinessAnalytics = InferResponseType<(typeof api.staff)['business-analytics']['$get'], 200>

type Figure = { label: string; value: string; detail: string }

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

/** "+12%", "−5%" (a true minus sign) or "No change". */
export function changeLabel(percent: number): string {
  if (percent === 0) return 'No change'
  return percent > 0 ? `+${percent}%` : `−${-percent}%`
}

/** The figures a shop owner asks of the last 30 days, each in words as well as numbers. */
export function periodFigures(data: BusinessAnalytics): Figure[] {
  const { change, previousTotals, bestDay, partnerOrders, refunds } = data
  return [
    {
      label: 'Revenue against the 30 days before',
      value: change.revenuePercent === null ? 'None before' : changeLabel(change.revenuePercent),
      detail:
        change.revenuePercent === null
          ? 'No sales in the 30 days before to compare with'
          : `${formatCents(data.totalRevenueCents)}, against ${formatCents(previousTotals.revenueCents)}`,
    },
    {
      label: 'Orders against the 30 days before',
      value: change.ordersPercent === null ? 'None before' : changeLabel(change.ordersPercent),
      detail:
        change.ordersPercent === null
          ? 'No orders in the 30 days before to compare with'
          : `${plural(data.totalOrders, 'order', 'orders')}, against ${previousTotals.orders.toLocaleString('en-US')}`,
    },
    {
      label: 'Best day',
      value: bestDay ? formatCents(bestDay.revenueCents) : 'None yet',
      detail: bestDay
        ? `${plural(bestDay.orders, 'order', 'orders')} on ${formatDay(bestDay.date)}`
        : 'No sales in the last 30 days',
    },
    {
      label: 'Orders through partners',
      value: partnerOrders.sharePercent === null ? 'None yet' : `${partnerOrders.sharePercent}%`,
      detail:
        partnerOrders.sharePercent === null
          ? 'No orders in the last 30 days'
          : `${partnerOrders.count.toLocaleString('en-US')} of ${plural(data.totalOrders, 'order', 'orders')} came by a partner’s link or code`,
    },
    {
      label: 'Refunds',
      value: formatCents(refunds.amountCents),
      detail:
        refunds.count === 0
          ? 'No order of the last 30 days refunded'
          : `${plural(refunds.count, 'order', 'orders')} of the last 30 days refunded`,
    },
  ]
}

/** The last 30 days in a few figures, in the shop's card style. */
export function PeriodFigures({ data }: { data: BusinessAnalytics }) {
  return (
    <section className="card p-5" aria-labelledby="period-figures-title">
      <h2 id="period-figures-title" className="font-display text-xl">
        The Last 30 Days at a Glance
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        {periodFigures(data).map((figure) => (
          <div key={figure.label} className="flex flex-col">
            <dt className="font-display text-sm tracking-wide text-ink-soft uppercase">{figure.label}</dt>
            <dd className="mt-1 font-display text-2xl text-ink">{figure.value}</dd>
            <dd className="text-sm text-ink-soft">{figure.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
