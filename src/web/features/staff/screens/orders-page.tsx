import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { Download, TriangleAlert } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { scrollProducts, scrollTypes } from '@/domain/catalog-products'
import { formatCents } from '@/domain/money'
import { type FulfilmentStep, fulfilmentSteps, orderStatuses } from '@/domain/order-lifecycle'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { StaffPage } from '../components/staff-page'
import { formatDateTime } from '../lib/format'
import { fulfilmentStepLabels, orderStatusLabels, StatusBadge } from '../lib/order-labels'
import { useServerTable } from '../lib/use-server-table'

type QueuedOrder = InferResponseType<typeof api.staff.orders.$get, 200>['orders'][number]

/** The filters the queue takes from its address, so the dashboard can link to a filtered list. */
const filterNames = [
  'status',
  'product',
  'partner',
  'from',
  'to',
  'overdue',
  'dueSoon',
  'failedStep',
  'reported',
] as const
type FilterName = (typeof filterNames)[number]

const productOptions = [
  ...scrollTypes.map((type) => ({ value: type, label: scrollProducts[type].name })),
  { value: 'bundle', label: 'Bundle of mixed scrolls' },
]

/** A calendar day of the reader's own time zone as the moment it starts (`next`: the day after). */
function dayStart(day: string, next = false) {
  const start = new Date(`${day}T00:00:00`)
  if (next) start.setDate(start.getDate() + 1)
  return start.toISOString()
}

const column = createColumnHelper<QueuedOrder>()
const columns = [
  column.accessor('orderNumber', {
    header: 'Order',
    cell: ({ row }) => (
      <Link to={`/admin/orders/${row.original.id}`} className="font-semibold underline">
        No. {row.original.orderNumber}
      </Link>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-1">
        <StatusBadge status={row.original.status} />
        {row.original.failedStep && (
          <span className="text-ink-soft text-xs">at {fulfilmentStepLabels[row.original.failedStep]}</span>
        )}
        {row.original.selfReferral && (
          <span className="inline-flex items-center gap-1 text-wax text-xs">
            <TriangleAlert aria-hidden="true" className="size-3" /> Self-referral
          </span>
        )}
      </span>
    ),
  }),
  column.accessor('product', { header: 'Product', enableSorting: false }),
  column.accessor('customerName', {
    header: 'Customer',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{row.original.customerName}</span>
        <span className="text-ink-soft text-xs">{row.original.customerEmail}</span>
      </span>
    ),
  }),
  column.accessor('targetName', {
    header: 'Recipient',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{row.original.recipientName ?? row.original.targetName}</span>
        <span className="text-ink-soft text-xs">{row.original.recipientEmail ?? 'to the customer'}</span>
      </span>
    ),
  }),
  column.accessor('partnerRef', {
    header: 'Partner',
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? <span className="text-ink-soft">None</span>,
  }),
  column.accessor('totalPriceCents', {
    id: 'total',
    header: 'Total',
    cell: ({ getValue }) => formatCents(getValue()),
  }),
  column.accessor('createdAt', { header: 'Placed', cell: ({ getValue }) => formatDateTime(getValue()) }),
  column.accessor('dueAt', {
    header: 'Due',
    cell: ({ getValue }) => {
      const due = getValue()
      return due ? formatDateTime(due) : <span className="text-ink-soft">Not paid</span>
    },
  }),
] as ColumnDef<QueuedOrder, never>[]

/** Every order, newest first: filtered, searched and sorted by the server, and exported as CSV. */
export function OrdersPage() {
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const filters: Record<string, string> = {}
  for (const name of filterNames) {
    const value = params.get(name)
    if (value)
      filters[name] = name === 'from' ? dayStart(value) : name === 'to' ? dayStart(value, true) : value
  }
  const { result, source, firstPage } = useServerTable<
    QueuedOrder,
    'createdAt' | 'dueAt' | 'total' | 'orderNumber',
    { rows: QueuedOrder[]; total: number; more: boolean }
  >({
    key: 'orders',
    sortKeys: { createdAt: 'createdAt', dueAt: 'dueAt', total: 'total', orderNumber: 'orderNumber' },
    defaultSort: { id: 'createdAt', desc: true },
    filters,
    fetchPage: async (query) => {
      const page = await readResponse(api.staff.orders.$get({ query }))
      return { rows: page.orders, total: page.total, more: page.more }
    },
  })

  const setFilter = (name: FilterName, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true })
    firstPage()
  }

  const failedStep = params.get('failedStep') as FulfilmentStep | null
  const retryAll = useMutation({
    mutationFn: (step: FulfilmentStep) =>
      readResponse(api.staff.orders['retry-failed'].$post({ json: { step } })),
    onSuccess: ({ started }) => {
      void showToast({
        title: `${started} ${started === 1 ? 'order' : 'orders'} started again`,
        variant: 'success',
      })
      void queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] })
    },
    onError: (error) =>
      void showToast({ title: 'The orders were not retried', description: error.message, variant: 'error' }),
  })

  const exportQuery = new URLSearchParams(filters)
  const search = source.mode === 'server' ? source.search : undefined
  if (search?.trim()) exportQuery.set('search', search.trim())
  const total = result.data?.total ?? 0

  const select = (name: FilterName, label: string, options: Array<{ value: string; label: string }>) => (
    <label className="flex flex-col gap-1.5">
      <span className="font-display text-sm font-semibold tracking-wide">{label}</span>
      <select
        className="field-control w-48"
        value={params.get(name) ?? ''}
        onChange={(event) => setFilter(name, event.target.value)}
      >
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
  const day = (name: 'from' | 'to', label: string) => (
    <label className="flex flex-col gap-1.5">
      <span className="font-display text-sm font-semibold tracking-wide">{label}</span>
      <input
        type="date"
        className="field-control w-44"
        value={params.get(name) ?? ''}
        onChange={(event) => setFilter(name, event.target.value)}
      />
    </label>
  )

  return (
    <StaffPage
      title="Orders"
      description="Every order, newest first. Search by order number or reference, customer email, or a name: the customer’s, the recipient’s or a target’s, whole or its start (“mary sm”)."
      actions={
        <a
          className="btn-secondary inline-flex items-center gap-2"
          href={`/api/staff/orders/export?${exportQuery}`}
          download
        >
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </a>
      }
    >
      <fieldset className="card flex flex-wrap items-end gap-4 p-5">
        <legend className="sr-only">Filters</legend>
        {select(
          'status',
          'Status',
          orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] })),
        )}
        {select('product', 'Product', productOptions)}
        <label className="flex flex-col gap-1.5">
          <span className="font-display text-sm font-semibold tracking-wide">Partner slug</span>
          <input
            className="field-control w-44"
            defaultValue={params.get('partner') ?? ''}
            onBlur={(event) => setFilter('partner', event.target.value.trim().toLowerCase())}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setFilter('partner', event.currentTarget.value.trim().toLowerCase())
            }}
          />
        </label>
        {day('from', 'Placed from')}
        {day('to', 'Placed until')}
        {select(
          'failedStep',
          'Failed at',
          fulfilmentSteps.map((step) => ({ value: step, label: fulfilmentStepLabels[step] })),
        )}
        <label className="flex items-center gap-2 pb-2">
          <input
            type="checkbox"
            checked={params.get('overdue') === 'true'}
            onChange={(event) => setFilter('overdue', event.target.checked ? 'true' : '')}
          />
          <span>Overdue only</span>
        </label>
        <label className="flex items-center gap-2 pb-2">
          <input
            type="checkbox"
            checked={params.get('dueSoon') === 'true'}
            onChange={(event) => setFilter('dueSoon', event.target.checked ? 'true' : '')}
          />
          <span>Due in the next 6 hours</span>
        </label>
        <label className="flex items-center gap-2 pb-2">
          <input
            type="checkbox"
            checked={params.get('reported') === 'true'}
            onChange={(event) => setFilter('reported', event.target.checked ? 'true' : '')}
          />
          <span>Reported by recipients</span>
        </label>
        {failedStep && total > 0 && (
          <button
            type="button"
            className="btn-primary"
            disabled={retryAll.isPending}
            onClick={() => retryAll.mutate(failedStep)}
          >
            {retryAll.isPending
              ? 'Retrying...'
              : `Retry all ${total} failed at ${fulfilmentStepLabels[failedStep]}`}
          </button>
        )}
      </fieldset>
      {result.data?.more && (
        <p className="text-ink-soft">
          More than {total.toLocaleString('en-US')} orders match: the pages reach the first{' '}
          {total.toLocaleString('en-US')}. Narrow the filters to reach the rest.
        </p>
      )}
      <DataTable
        caption="Order Queue"
        columns={columns}
        getRowId={(order) => order.id}
        loading={result.isFetching}
        error={
          result.isError
            ? { message: 'Failed to load orders', retry: () => void result.refetch() }
            : undefined
        }
        emptyText="No orders match these filters"
        searchLabel="Search orders"
        source={source}
      />
    </StaffPage>
  )
}
