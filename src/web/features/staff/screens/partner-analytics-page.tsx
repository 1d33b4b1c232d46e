import { type ColumnDef, createColumnHelper } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { Banknote, ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { formatCents } from '@/domain/money'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { StaffPage } from '../components/staff-page'
import { formatDate } from '../lib/format'
import { useServerTable } from '../lib/use-server-table'

type Analytics = InferResponseType<(typeof api.staff)['partner-analytics']['$get'], 200>
type Performance = Analytics['partners'][number]

const sortKeys = {
  name: 'name',
  orders: 'orders',
  revenueCents: 'revenue',
  commissionEarnedCents: 'commission',
  pendingPayouts: 'pending',
  duePayouts: 'due',
} as const

/**
 * What each partner brought in, the commissions earned and the payouts to make. Only paid orders count.
 * A commission is pending while its order can still be refunded, then due, then paid in a payout run
 * (the Payouts screen); one that may be a self-referral is held until staff release it on the partner's
 * ledger.
 */
export function PartnerAnalyticsPage({ variant }: { variant: 'admin' | 'internal' }) {
  const { result: analytics, source } = useServerTable<
    Performance,
    (typeof sortKeys)[keyof typeof sortKeys],
    Analytics & { rows: Performance[] }
  >({
    key: 'partner-analytics',
    sortKeys,
    defaultSort: { id: 'revenueCents', desc: true },
    searchable: false,
    fetchPage: async (query) => {
      const page = await readResponse(api.staff['partner-analytics'].$get({ query }))
      return { ...page, rows: page.partners }
    },
  })
  if (analytics.isPending) {
    return <StaffPage title="Partner Analytics">Loading partner analytics...</StaffPage>
  }
  if (analytics.isError) {
    return (
      <StaffPage title="Partner Analytics">
        <p className="text-wax">Failed to load partner analytics: {analytics.error.message}</p>
        <button type="button" className="btn-secondary self-start" onClick={() => void analytics.refetch()}>
          Try Again
        </button>
      </StaffPage>
    )
  }

  const { summary, holdDays, partners } = analytics.data
  const column = createColumnHelper<Performance>()
  const columns = [
    column.accessor('name', {
      header: 'Partner',
      cell: ({ row }) => (
        <span>
          <span className="block font-semibold">{row.original.name}</span>
          <span className="text-ink-soft">/{row.original.slug}</span>
          {!row.original.isActive && <span className="ml-2 text-ink-soft">(inactive)</span>}
        </span>
      ),
    }),
    column.accessor('orders', { header: 'Orders' }),
    column.accessor('revenueCents', { header: 'Revenue', cell: ({ getValue }) => formatCents(getValue()) }),
    column.accessor('commissionRatePct', {
      header: 'Commission Rate',
      enableSorting: false,
      cell: ({ getValue }) => `${getValue()}%`,
    }),
    column.accessor('commissionEarnedCents', {
      header: 'Commission Earned',
      cell: ({ getValue }) => formatCents(getValue()),
    }),
    column.accessor('pendingPayouts', {
      header: 'Pending Payouts',
      cell: ({ row }) => {
        const held = row.original.heldPayouts.count
        return (
          <span className="flex flex-col">
            <span>{row.original.pendingPayouts.count} pending</span>
            {held > 0 && <span className="text-wax text-sm">{held} held</span>}
          </span>
        )
      },
    }),
    column.accessor('duePayouts', {
      header: 'Due',
      cell: ({ row }) => {
        const { count, cents } = row.original.duePayouts
        return count === 0 && cents === 0 ? 'None' : `${count} · ${formatCents(cents)}`
      },
    }),
    column.display({
      id: 'link',
      header: 'Actions',
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-3">
          <Link
            to={`/admin/partners/${row.original.id}/ledger`}
            className="inline-flex min-h-11 items-center text-wax underline"
            aria-label={`Ledger of ${row.original.name}`}
          >
            Ledger
          </Link>
          <a
            href={`/r/${row.original.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-wax underline"
          >
            View Link <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(new tab)</span>
          </a>
        </span>
      ),
    }),
  ] as ColumnDef<Performance, never>[]

  const cards = [
    { title: 'Active Partners', value: String(summary.activePartners) },
    { title: 'Partner Orders', value: String(summary.partnerOrders) },
    { title: 'Partner Revenue', value: formatCents(summary.partnerRevenueCents) },
    { title: 'Total Commissions', value: formatCents(summary.totalCommissionsCents) },
  ]

  return (
    <StaffPage
      title="Partner Analytics"
      description={`Paid orders only. A commission is pending for ${holdDays} days, while its order can be refunded, then due.`}
      actions={
        <>
          {variant === 'internal' && (
            <Link to="/internal/partners" className="btn-secondary">
              Back to Partners
            </Link>
          )}
          <Link to="/admin/payouts" className="btn-secondary inline-flex items-center gap-2">
            <Banknote aria-hidden="true" className="size-4" /> Payouts
          </Link>
        </>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} className="card p-5">
            <h2 className="font-display text-sm tracking-wide text-ink-soft uppercase">{card.title}</h2>
            <p className="mt-2 font-display text-3xl text-ink">{card.value}</p>
          </li>
        ))}
      </ul>

      <DataTable
        caption="Partner Performance"
        columns={columns}
        getRowId={(partner) => partner.id}
        loading={analytics.isFetching}
        emptyText="No partners yet"
        source={source}
      />

      <section aria-labelledby="recent-title" className="flex flex-col gap-4">
        <h2 id="recent-title" className="font-display text-2xl">
          Recent Partner Orders
        </h2>
        {partners.map((partner) => (
          <section key={partner.id} className="card p-5" aria-label={`Recent orders of ${partner.name}`}>
            <h3 className="font-display text-lg">{partner.name}</h3>
            {partner.recentOrders.length === 0 ? (
              <p className="text-ink-soft">No paid orders yet.</p>
            ) : (
              <table className="mt-2 w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-1">
                      Customer
                    </th>
                    <th scope="col" className="py-1">
                      Scroll Type
                    </th>
                    <th scope="col" className="py-1">
                      Amount
                    </th>
                    <th scope="col" className="py-1">
                      Date
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {partner.recentOrders.map((order) => (
                    <tr key={order.id} className="border-t border-parchment-deep">
                      <td className="py-1 break-all">{order.customerEmail}</td>
                      <td className="py-1">{order.productLabel}</td>
                      <td className="py-1">{formatCents(order.amountCents)}</td>
                      <td className="py-1">{formatDate(order.paidAt ?? order.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        ))}
      </section>
    </StaffPage>
  )
}
