import { type ColumnDef, createColumnHelper } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { useState } from 'react'
import { type ScrollType, scrollProducts } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import { api } from '@/web/lib/api-client'
import { ComparisonChart } from '../components/comparison-chart'
import { DataTable } from '../components/data-table'
import { PeriodFigures } from '../components/period-figures'
import { StaffPage } from '../components/staff-page'
import { useStaffQuery } from '../lib/use-staff-query'

type BusinessAnalytics = InferResponseType<(typeof api.staff)['business-analytics']['$get'], 200>
type Day = BusinessAnalytics['dailyBreakdown'][number]
type CountedType = keyof Day['countsByType']

const typeLabel = (type: CountedType) =>
  type === 'bundle' ? 'Bundles' : scrollProducts[type as ScrollType].name

/** Orders and revenue of the last 30 days, by day and by scroll type, against the 30 days before. */
export function BusinessAnalyticsPage() {
  const analytics = useStaffQuery(['business-analytics'], () => api.staff['business-analytics'].$get())
  const [metric, setMetric] = useState<'revenueCents' | 'orders'>('revenueCents')

  if (analytics.isPending) return <StaffPage title="Business Analytics">Loading analytics...</StaffPage>
  if (analytics.isError) {
    return (
      <StaffPage title="Business Analytics">
        <p className="text-wax">Failed to load analytics: {analytics.error.message}</p>
        <button type="button" className="btn-secondary self-start" onClick={() => void analytics.refetch()}>
          Try Again
        </button>
      </StaffPage>
    )
  }
  const data = analytics.data
  const types = Object.keys(data.countsByType) as CountedType[]
  const column = createColumnHelper<Day>()
  const columns = [
    column.accessor('date', {
      header: 'Date',
      // a date is read whole: it never breaks at its hyphens when the table is narrow
      cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span>,
    }),
    column.accessor('orders', { header: 'Orders' }),
    ...types.map((type) =>
      column.accessor((day) => day.countsByType[type], {
        id: type,
        // a long name takes two lines, so the table fits its card on a desktop screen
        header: () => <span className="whitespace-normal">{typeLabel(type)}</span>,
      }),
    ),
    column.accessor('revenueCents', { header: 'Revenue', cell: ({ getValue }) => formatCents(getValue()) }),
  ] as ColumnDef<Day, never>[]

  const cards = [
    { title: 'Total Orders', value: String(data.totalOrders), caption: 'Last 30 days' },
    { title: 'Total Revenue', value: formatCents(data.totalRevenueCents), caption: 'Last 30 days' },
    { title: 'Avg Order Value', value: formatCents(data.averageOrderValueCents), caption: 'Per scroll' },
    {
      title: 'Most Popular',
      value: data.mostPopularScrollType ? scrollProducts[data.mostPopularScrollType].name : 'None yet',
      caption: 'Scroll type',
    },
  ]

  return (
    <StaffPage
      title="Business Analytics"
      description={`Paid orders from ${data.current.from} to ${data.current.to}, by day in the shop’s time zone (${data.timeZone}). A bundle counts once, under Bundles, whatever scrolls it holds.`}
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} className="card p-5">
            <h2 className="font-display text-sm tracking-wide text-ink-soft uppercase">{card.title}</h2>
            <p className="mt-2 font-display text-3xl text-ink">{card.value}</p>
            <p className="text-sm text-ink-soft">{card.caption}</p>
          </li>
        ))}
      </ul>

      <PeriodFigures data={data} />

      <section className="card flex flex-col gap-4 p-5" aria-labelledby="trend-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="trend-title" className="font-display text-xl">
            Against the 30 Days Before
          </h2>
          <fieldset className="flex gap-2">
            <legend className="sr-only">Show</legend>
            {(['revenueCents', 'orders'] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="metric"
                  checked={metric === value}
                  onChange={() => setMetric(value)}
                />
                {value === 'orders' ? 'Orders' : 'Revenue'}
              </label>
            ))}
          </fieldset>
        </div>
        <ComparisonChart current={data.chart.current} previous={data.chart.previous} metric={metric} />
        <p className="text-sm text-ink-soft">
          The 30 days before: {data.previousTotals.orders} orders,{' '}
          {formatCents(data.previousTotals.revenueCents)}.
        </p>
      </section>

      <DataTable
        caption="Daily Breakdown (Last 30 Days)"
        columns={columns}
        source={{ mode: 'client', rows: data.dailyBreakdown }}
        emptyText="No days to show"
        searchLabel="Find a date"
        pageSize={30}
        getRowId={(day) => day.date}
      />

      <section className="card p-5" aria-labelledby="insights-title">
        <h2 id="insights-title" className="font-display text-xl">
          Business Insights
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-soft">
          <li>
            Bundles and partner campaigns bring orders in waves: compare a campaign’s days with the weeks
            before it.
          </li>
          <li>The most popular scroll is where a new style or upsell reaches the most customers.</li>
          <li>A falling average order value often means upsells are being skipped: check the order forms.</li>
        </ul>
      </section>
    </StaffPage>
  )
}
