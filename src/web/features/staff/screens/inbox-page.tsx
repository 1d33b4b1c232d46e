import { type ColumnDef, createColumnHelper } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { Link, useSearchParams } from 'react-router'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { cx } from '@/web/lib/class-names'
import { DataTable } from '../components/data-table'
import { StaffPage } from '../components/staff-page'
import { formatDateTime } from '../lib/format'
import { type InboxKind, inboxItemPath, inboxKinds, kindLabels, statusLabel } from '../lib/inbox-labels'
import { useServerTable } from '../lib/use-server-table'

type InboxRow = InferResponseType<typeof api.staff.inbox.$get, 200>['items'][number]

const stateOptions = {
  all: 'Every state',
  unread: 'Unread',
  unhandled: 'Not handled',
  handled: 'Handled',
} as const
const assigneeOptions = { any: 'Anyone', me: 'Given to me', none: 'Given to nobody' } as const
type State = keyof typeof stateOptions
type Assignee = keyof typeof assigneeOptions

const column = createColumnHelper<InboxRow>()
const columns = [
  column.accessor('createdAt', {
    header: 'Received',
    enableSorting: false,
    cell: ({ row, getValue }) => (
      <span className={cx('whitespace-nowrap', row.original.readAt === null && 'font-semibold')}>
        {formatDateTime(getValue())}
      </span>
    ),
  }),
  column.accessor('kind', {
    header: 'Kind',
    enableSorting: false,
    cell: ({ getValue }) => kindLabels[getValue()],
  }),
  column.accessor('name', {
    header: 'From',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="block max-w-56 break-words">
        <span className={cx('block', row.original.readAt === null && 'font-semibold')}>
          {row.original.name}
        </span>
        <span className="text-ink-soft">{row.original.email}</span>
      </span>
    ),
  }),
  column.accessor('summary', {
    header: 'Message',
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to={inboxItemPath(row.original.kind, row.original.id)}
        className={cx(
          'inline-flex min-h-11 items-center break-words text-wax underline',
          row.original.readAt === null && 'font-semibold',
        )}
      >
        {row.original.summary}
      </Link>
    ),
  }),
  column.display({
    id: 'state',
    header: 'State',
    cell: ({ row }) => {
      const { kind, status, readAt, handledAt } = row.original
      const kindStatus = statusLabel(kind, status)
      return (
        <span className="flex flex-col whitespace-nowrap">
          <span className={cx(readAt === null && 'font-semibold text-wax')}>
            {readAt === null ? 'Unread' : 'Read'}
            {handledAt === null ? '' : ' · Handled'}
          </span>
          {kindStatus && <span className="text-ink-soft">{kindStatus}</span>}
        </span>
      )
    },
  }),
  column.accessor('assignee', {
    header: 'Given To',
    enableSorting: false,
    cell: ({ row }) => row.original.assignee?.name ?? <span className="text-ink-soft">Nobody</span>,
  }),
] as ColumnDef<InboxRow, never>[]

/** The Inbox: contact messages, career applications and commission requests, newest first. */
export function InboxPage() {
  // the filters live in the address, so the welcome screen can link to a filtered inbox
  const [params, setParams] = useSearchParams()
  const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = params.get(name) as T | null
    return value !== null && allowed.includes(value) ? value : fallback
  }
  const kind = pick<InboxKind | 'all'>('kind', [...inboxKinds, 'all'], 'all')
  const state = pick('state', Object.keys(stateOptions) as State[], 'all')
  const assignee = pick('assignee', Object.keys(assigneeOptions) as Assignee[], 'any')
  const {
    result: inbox,
    source,
    firstPage,
  } = useServerTable<InboxRow, 'createdAt'>({
    key: 'inbox',
    sortKeys: { createdAt: 'createdAt' },
    defaultSort: { id: 'createdAt', desc: true },
    filters: { kind, state, assignee },
    fetchPage: async ({ page, pageSize, search }) => {
      const query = { page, pageSize, kind, state, assignee, ...(search ? { search } : {}) }
      const reply = await readResponse(api.staff.inbox.$get({ query }))
      return { rows: reply.items, total: reply.total }
    },
  })
  const filtered = kind !== 'all' || state !== 'all' || assignee !== 'any'
  // a new filter shows its first page; the address keeps only the filters that narrow the list
  const filterBy = (name: string, fallback: string) => (value: string) => {
    const next = new URLSearchParams(params)
    if (value === fallback) next.delete(name)
    else next.set(name, value)
    setParams(next, { replace: true })
    firstPage()
  }

  return (
    <StaffPage
      title="Inbox"
      description="Contact messages, career applications and commission requests, newest first. Open one to read it in full."
    >
      <DataTable
        caption="Messages"
        columns={columns}
        getRowId={(row) => `${row.kind}-${row.id}`}
        loading={inbox.isFetching}
        error={
          inbox.isError
            ? { message: 'Failed to load the inbox', retry: () => void inbox.refetch() }
            : undefined
        }
        emptyText={filtered ? 'No messages match these filters.' : 'The inbox is empty.'}
        searchLabel="Search by name or email"
        toolbar={
          <>
            <Filter
              label="Show kind"
              value={kind}
              options={{
                all: 'Every kind',
                ...Object.fromEntries(inboxKinds.map((value) => [value, `${kindLabels[value]}s`])),
              }}
              onChange={filterBy('kind', 'all')}
            />
            <Filter
              label="Show state"
              value={state}
              options={stateOptions}
              onChange={filterBy('state', 'all')}
            />
            <Filter
              label="Show given to"
              value={assignee}
              options={assigneeOptions}
              onChange={filterBy('assignee', 'any')}
            />
          </>
        }
        source={source}
      />
    </StaffPage>
  )
}

function Filter({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: Record<string, string>
  onChange: (value: string) => void
}) {
  return (
    <select
      aria-label={label}
      className="field-control w-48"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {Object.entries(options).map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  )
}
