import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ColumnDef, createColumnHelper, type PaginationState } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { formatCents } from '@/domain/money'
import { type LedgerState, ledgerStates } from '@/domain/partner-ledger'
import { roleAllows } from '@/domain/staff-roles'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { StaffPage } from '../components/staff-page'
import { formatDate } from '../lib/format'
import { LedgerStateBadge, ledgerStateLabels } from '../lib/ledger-labels'
import type { StaffMember } from '../lib/staff-member'

type Ledger = InferResponseType<(typeof api.staff.partners)[':id']['ledger']['$get'], 200>
type Entry = Ledger['entries'][number]

const backLink = (
  <Link to="/admin/partner-analytics" className="btn-secondary">
    Back to Partner Analytics
  </Link>
)

/**
 * A partner's commission ledger (decision 028): what is pending, held, due and paid, and every entry,
 * newest first. An admin releases a commission held as a possible self-referral from here.
 */
export function PartnerLedgerPage({ me }: { me: StaffMember }) {
  const { id = '' } = useParams()
  const queryClient = useQueryClient()
  const [state, setState] = useState<LedgerState | ''>('')
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 })
  const query = {
    page: String(pagination.pageIndex + 1),
    pageSize: String(pagination.pageSize),
    ...(state ? { state } : {}),
  }
  const ledger = useQuery({
    queryKey: ['staff', 'ledger', id, query],
    queryFn: () => readResponse(api.staff.partners[':id'].ledger.$get({ param: { id }, query })),
    placeholderData: keepPreviousData,
  })
  const canRelease = roleAllows(me.role, 'admin')

  const release = useMutation({
    mutationFn: (entry: Entry) =>
      readResponse(api.staff['partner-payouts'][':id'].release.$post({ param: { id: entry.id } })),
    onSuccess: ({ released }, entry) => {
      void showToast({
        title: released
          ? `The commission on order No. ${entry.orderNumber} is released`
          : 'It was released already',
        variant: 'success',
      })
      void queryClient.invalidateQueries({ queryKey: ['staff', 'ledger', id] })
    },
    onError: (error) =>
      void showToast({
        title: 'The commission was not released',
        description: error.message,
        variant: 'error',
      }),
  })

  if (ledger.isPending) return <StaffPage title="Partner Ledger">Loading the ledger...</StaffPage>
  if (ledger.isError) {
    const missing = ledger.error instanceof ApiError && [400, 404].includes(ledger.error.status)
    return (
      <StaffPage title="Partner Ledger" actions={backLink}>
        {missing ? (
          <p className="text-ink-soft">There is no such partner.</p>
        ) : (
          <>
            <p className="text-wax">Failed to load the ledger: {ledger.error.message}</p>
            <button type="button" className="btn-secondary self-start" onClick={() => void ledger.refetch()}>
              Try Again
            </button>
          </>
        )}
      </StaffPage>
    )
  }

  const { partner, balances, holdDays } = ledger.data
  const confirmRelease = (entry: Entry) => {
    const question = `Release the ${formatCents(entry.cents)} commission on order No. ${entry.orderNumber}? It was held because ${entry.heldReason}.`
    if (window.confirm(question)) release.mutate(entry)
  }
  const column = createColumnHelper<Entry>()
  const columns = [
    column.accessor('recordedAt', { header: 'Recorded', cell: ({ getValue }) => formatDate(getValue()) }),
    column.accessor('orderNumber', {
      header: 'Order',
      cell: ({ row }) => (
        <Link to={`/admin/orders/${row.original.orderId}`} className="underline">
          No. {row.original.orderNumber}
        </Link>
      ),
    }),
    column.accessor('kind', {
      header: 'Entry',
      cell: ({ getValue }) => (getValue() === 'clawback' ? 'Clawback (refund)' : 'Commission'),
    }),
    column.accessor('cents', { header: 'Amount', cell: ({ getValue }) => formatCents(getValue()) }),
    column.accessor('state', {
      header: 'State',
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          <LedgerStateBadge state={row.original.state} />
          {row.original.heldReason && (
            <span className="text-ink-soft text-xs">{row.original.heldReason}</span>
          )}
        </span>
      ),
    }),
    column.display({
      id: 'when',
      header: 'Due / Paid',
      cell: ({ row }) => {
        const { paidAt, dueAt, voidedAt } = row.original
        if (paidAt) return `Paid ${formatDate(paidAt)}`
        if (voidedAt) return `Voided ${formatDate(voidedAt)}`
        return dueAt ? `Due ${formatDate(dueAt)}` : 'When released'
      },
    }),
    column.accessor('run', {
      header: 'Payout Run',
      cell: ({ row }) => {
        const { run } = row.original
        return run ? (
          <Link to={`/admin/payouts/${run.id}`} className="underline">
            {formatDate(run.createdAt)}
          </Link>
        ) : (
          <span className="text-ink-soft">None yet</span>
        )
      },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        canRelease && row.original.state === 'held' ? (
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-sm"
            disabled={release.isPending}
            onClick={() => confirmRelease(row.original)}
          >
            Release
          </button>
        ) : null,
    }),
  ] as ColumnDef<Entry, never>[]

  const cards = [
    { title: 'Pending', balance: balances.pending, note: `In the ${holdDays}-day hold` },
    { title: 'Held', balance: balances.held, note: 'Possible self-referrals, until released' },
    { title: 'Due', balance: balances.due, note: 'For the next payout run' },
    { title: 'Paid', balance: balances.paid, note: 'In payout runs' },
    { title: 'Total', balance: balances.total, note: 'Everything not voided' },
  ]

  return (
    <StaffPage
      title={`Ledger of ${partner.name}`}
      description={partner.email ? `Payouts go to ${partner.email}.` : 'No payout email yet.'}
      actions={backLink}
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {cards.map((card) => (
          <li key={card.title} className="card p-5">
            <h2 className="font-display text-sm tracking-wide text-ink-soft uppercase">{card.title}</h2>
            <p className="mt-2 font-display text-2xl text-ink">{formatCents(card.balance.cents)}</p>
            <p className="text-ink-soft text-sm">
              {card.balance.count} {card.balance.count === 1 ? 'entry' : 'entries'}
            </p>
            <p className="text-ink-soft text-sm">{card.note}</p>
          </li>
        ))}
      </ul>
      <DataTable
        caption="Entries"
        columns={columns}
        getRowId={(entry) => entry.id}
        loading={ledger.isFetching}
        emptyText="No entries"
        source={{
          mode: 'server',
          rows: ledger.data.entries,
          total: ledger.data.total,
          pagination,
          onPaginationChange: setPagination,
        }}
        toolbar={
          <label className="flex flex-col gap-1.5">
            <span className="font-display text-sm font-semibold tracking-wide">State</span>
            <select
              className="field-control w-40"
              value={state}
              onChange={(event) => {
                setState(event.target.value as LedgerState | '')
                setPagination({ ...pagination, pageIndex: 0 })
              }}
            >
              <option value="">All</option>
              {ledgerStates.map((value) => (
                <option key={value} value={value}>
                  {ledgerStateLabels[value]}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </StaffPage>
  )
}
