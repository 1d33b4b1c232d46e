import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ColumnDef, createColumnHelper, type PaginationState } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { formatCents } from '@/domain/money'
import { roleAllows } from '@/domain/staff-roles'
import { Field } from '@/web/components/ui/field'
import { Input } from '@/web/components/ui/input'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { StaffPage } from '../components/staff-page'
import { formatDateTime } from '../lib/format'
import type { StaffMember } from '../lib/staff-member'

type Run = InferResponseType<(typeof api.staff)['payout-runs']['$get'], 200>['runs'][number]

export const payoutRunsKey = ['staff', 'payout-runs'] as const

const column = createColumnHelper<Run>()
const columns = [
  column.accessor('createdAt', {
    header: 'Created',
    cell: ({ row }) => (
      <Link to={`/admin/payouts/${row.original.id}`} className="font-semibold underline">
        {formatDateTime(row.original.createdAt)}
      </Link>
    ),
  }),
  column.accessor('partnerCount', { header: 'Partners' }),
  column.accessor('totalCents', { header: 'Total', cell: ({ getValue }) => formatCents(getValue()) }),
  column.accessor('minimumCents', { header: 'Minimum', cell: ({ getValue }) => formatCents(getValue()) }),
  column.accessor('createdBy', {
    header: 'Created By',
    cell: ({ row }) => row.original.createdBy?.name ?? '—',
  }),
  column.accessor('paidAt', {
    header: 'Paid',
    cell: ({ row }) =>
      row.original.paidAt
        ? `${formatDateTime(row.original.paidAt)} by ${row.original.paidBy?.name ?? 'a former member of staff'}`
        : 'Not yet',
  }),
] as ColumnDef<Run, never>[]

/**
 * Payouts (decision 028): the payout runs, newest first, and for an admin a new run of every partner whose
 * due balance is at least a minimum.
 */
export function PayoutsPage({ me }: { me: StaffMember }) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 })
  const query = { page: String(pagination.pageIndex + 1), pageSize: String(pagination.pageSize) }
  const runs = useQuery({
    queryKey: [...payoutRunsKey, query],
    queryFn: () => readResponse(api.staff['payout-runs'].$get({ query })),
    placeholderData: keepPreviousData,
  })
  return (
    <StaffPage
      title="Payouts"
      description="Each payout run pays every partner whose due commissions, less any clawbacks, reach its minimum."
    >
      {roleAllows(me.role, 'admin') && <NewRunForm />}
      <DataTable
        caption="Payout Runs"
        columns={columns}
        getRowId={(run) => run.id}
        loading={runs.isFetching}
        error={
          runs.isError
            ? { message: 'Failed to load the payout runs', retry: () => void runs.refetch() }
            : undefined
        }
        emptyText="No payout runs yet"
        source={{
          mode: 'server',
          rows: runs.data?.runs ?? [],
          total: runs.data?.total ?? 0,
          pagination,
          onPaginationChange: setPagination,
        }}
      />
    </StaffPage>
  )
}

function NewRunForm() {
  const [minimum, setMinimum] = useState('50.00')
  const [error, setError] = useState<string | undefined>()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const create = useMutation({
    mutationFn: (minimumCents: number) =>
      readResponse(api.staff['payout-runs'].$post({ json: { minimumCents } })),
    onSuccess: (run) => {
      void queryClient.invalidateQueries({ queryKey: payoutRunsKey })
      void showToast({
        title: `Payout run created: ${run.partnerCount} ${run.partnerCount === 1 ? 'partner' : 'partners'}, ${formatCents(run.totalCents)}`,
        variant: 'success',
      })
      void navigate(`/admin/payouts/${run.id}`)
    },
    onError: (failure) => {
      if (failure instanceof ApiError) setError(failure.fields.minimumCents)
      void showToast({ title: 'No payout run was created', description: failure.message, variant: 'error' })
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const dollars = Number(minimum)
    if (minimum.trim() === '' || !Number.isFinite(dollars) || dollars < 0) {
      setError('Enter the minimum in dollars, such as 50.00')
      return
    }
    setError(undefined)
    create.mutate(Math.round(dollars * 100))
  }

  return (
    <form onSubmit={submit} className="card flex flex-wrap items-end gap-4 p-5" noValidate>
      <h2 className="w-full font-display text-xl">New Payout Run</h2>
      <Field
        label="Minimum payout (USD)"
        required
        error={error}
        hint="Smaller balances wait for a later run."
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={minimum}
            onChange={(event) => setMinimum(event.target.value)}
            className="w-40"
          />
        )}
      </Field>
      <button type="submit" className="btn-primary" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create Payout Run'}
      </button>
    </form>
  )
}
