import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { Download, TriangleAlert } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { formatCents } from '@/domain/money'
import { roleAllows } from '@/domain/staff-roles'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { StaffPage } from '../components/staff-page'
import { formatDateTime } from '../lib/format'
import type { StaffMember } from '../lib/staff-member'
import { useStaffQuery } from '../lib/use-staff-query'
import { payoutRunsKey } from './payouts-page'

type Run = InferResponseType<(typeof api.staff)['payout-runs'][':id']['$get'], 200>
type Line = Run['partners'][number]

const backLink = (
  <Link to="/admin/payouts" className="btn-secondary">
    Back to Payouts
  </Link>
)

const column = createColumnHelper<Line>()
const columns = [
  column.accessor('name', {
    header: 'Partner',
    cell: ({ row }) => (
      <Link to={`/admin/partners/${row.original.partnerId}/ledger`} className="underline">
        {row.original.name}
      </Link>
    ),
  }),
  column.accessor('email', {
    header: 'Payout Email',
    cell: ({ getValue }) =>
      getValue() ?? (
        <span className="inline-flex items-center gap-1 text-wax">
          <TriangleAlert aria-hidden="true" className="size-4" /> No email
        </span>
      ),
  }),
  column.accessor('commissions', { header: 'Commissions' }),
  column.accessor('clawbacks', { header: 'Clawbacks' }),
  column.accessor('cents', { header: 'Amount', cell: ({ getValue }) => formatCents(getValue()) }),
] as ColumnDef<Line, never>[]

/**
 * One payout run (decision 028): the partners it pays and how much, the files for PayPal and Wise, and
 * for an admin Mark Paid once the money has gone.
 */
export function PayoutRunPage({ me }: { me: StaffMember }) {
  const { id = '' } = useParams()
  const queryClient = useQueryClient()
  const key = ['payout-run', id] as const
  const run = useStaffQuery(key, () => api.staff['payout-runs'][':id'].$get({ param: { id } }))

  const markPaid = useMutation({
    mutationFn: () => readResponse(api.staff['payout-runs'][':id']['mark-paid'].$post({ param: { id } })),
    onSuccess: ({ marked, entries, run: updated }) => {
      queryClient.setQueryData(['staff', ...key], updated)
      void queryClient.invalidateQueries({ queryKey: payoutRunsKey })
      void showToast({
        title: marked ? `Payout run marked paid: ${entries} entries` : 'This run was marked paid already',
        variant: 'success',
      })
    },
    onError: (error) =>
      void showToast({ title: 'The run was not marked paid', description: error.message, variant: 'error' }),
  })

  if (run.isPending) return <StaffPage title="Payout Run">Loading the payout run...</StaffPage>
  if (run.isError) {
    const missing = run.error instanceof ApiError && [400, 404].includes(run.error.status)
    return (
      <StaffPage title="Payout Run" actions={backLink}>
        {missing ? (
          <p className="text-ink-soft">There is no such payout run.</p>
        ) : (
          <>
            <p className="text-wax">Failed to load the payout run: {run.error.message}</p>
            <button type="button" className="btn-secondary self-start" onClick={() => void run.refetch()}>
              Try Again
            </button>
          </>
        )}
      </StaffPage>
    )
  }

  const data = run.data
  const unreachable = data.partners.filter((line) => line.email === null).map((line) => line.name)
  const confirmPaid = () => {
    const question = `Mark this run paid? Do this once ${formatCents(data.totalCents)} has gone to ${data.partnerCount} ${data.partnerCount === 1 ? 'partner' : 'partners'}.`
    if (window.confirm(question)) markPaid.mutate()
  }
  const exportLink = (format: 'paypal' | 'wise', label: string) =>
    unreachable.length > 0 ? (
      <button type="button" className="btn-secondary inline-flex items-center gap-2" disabled>
        <Download aria-hidden="true" className="size-4" /> {label}
      </button>
    ) : (
      <a
        href={`/api/staff/payout-runs/${data.id}/export?format=${format}`}
        className="btn-secondary inline-flex items-center gap-2"
        download
      >
        <Download aria-hidden="true" className="size-4" /> {label}
      </a>
    )

  return (
    <StaffPage
      title={`Payout Run of ${formatDateTime(data.createdAt)}`}
      description={`${data.partnerCount} ${data.partnerCount === 1 ? 'partner' : 'partners'}, ${formatCents(data.totalCents)}, each owed at least ${formatCents(data.minimumCents)}. Created by ${data.createdBy?.name ?? 'a former member of staff'}.`}
      actions={
        <>
          {exportLink('paypal', 'PayPal CSV')}
          {exportLink('wise', 'Wise CSV')}
          {data.paidAt === null && roleAllows(me.role, 'admin') && (
            <button type="button" className="btn-primary" disabled={markPaid.isPending} onClick={confirmPaid}>
              {markPaid.isPending ? 'Marking...' : 'Mark Paid'}
            </button>
          )}
          {backLink}
        </>
      }
    >
      <p role="status" className={data.paidAt ? 'font-semibold text-moss' : 'text-ink-soft'}>
        {data.paidAt
          ? `Paid ${formatDateTime(data.paidAt)} by ${data.paidBy?.name ?? 'a former member of staff'}.`
          : 'Not paid yet: export the file, send the money, then mark the run paid.'}
      </p>
      {unreachable.length > 0 && (
        <p className="card border-wax p-4 text-wax">
          Add a payout email to {unreachable.join(', ')} in{' '}
          <Link to="/admin/partners" className="underline">
            Partner Management
          </Link>{' '}
          before exporting this run.
        </p>
      )}
      <DataTable
        caption="Partners Paid"
        columns={columns}
        getRowId={(line) => line.partnerId}
        emptyText="No partners in this run"
        source={{ mode: 'client', rows: data.partners }}
      />
    </StaffPage>
  )
}
