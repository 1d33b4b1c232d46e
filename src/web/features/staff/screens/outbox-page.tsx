import { type ColumnDef, createColumnHelper } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { useState } from 'react'
import { Link } from 'react-router'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { EmailStatusBadge } from '../components/email-status-badge'
import { StaffPage } from '../components/staff-page'
import { formatDateTime } from '../lib/format'
import { useServerTable } from '../lib/use-server-table'

type Email = InferResponseType<typeof api.staff.emails.$get, 200>['emails'][number]

const statusOptions = { all: 'Every email', failed: 'Failed only', sent: 'Sent only' } as const
type StatusFilter = keyof typeof statusOptions
const emptyTexts: Record<StatusFilter, string> = {
  all: 'No emails yet. Every email the shop sends will appear here.',
  failed: 'No failed emails. Every letter reached its mail server.',
  sent: 'No email has gone out yet.',
}

const column = createColumnHelper<Email>()
const columns = [
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: ({ getValue }) => <EmailStatusBadge status={getValue()} />,
  }),
  column.accessor('to', {
    header: 'Recipient',
    enableSorting: false,
    cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
  }),
  column.accessor('subject', {
    header: 'Subject',
    enableSorting: false,
    cell: ({ row, getValue }) => (
      <Link
        to={`/admin/outbox/${row.original.id}`}
        className="inline-flex min-h-11 items-center break-words text-wax underline"
      >
        {getValue()}
      </Link>
    ),
  }),
  column.accessor('attempts', { header: 'Attempts', enableSorting: false }),
  column.accessor('lastAttemptAt', {
    header: 'Last Attempt',
    enableSorting: false,
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
] as ColumnDef<Email, never>[]

/** The Outbox: every email the shop sent or tried to send, on either mail provider, newest first. */
export function OutboxPage() {
  const [status, setStatus] = useState<StatusFilter>('all')
  const {
    result: emails,
    source,
    firstPage,
  } = useServerTable<Email, 'firstAttemptAt'>({
    key: 'emails',
    sortKeys: { firstAttemptAt: 'firstAttemptAt' },
    defaultSort: { id: 'firstAttemptAt', desc: true },
    filters: { status },
    fetchPage: async ({ page, pageSize, search }) => {
      const query = { page, pageSize, ...(status === 'all' ? {} : { status }), ...(search ? { search } : {}) }
      const reply = await readResponse(api.staff.emails.$get({ query }))
      return { rows: reply.emails, total: reply.total }
    },
  })

  return (
    <StaffPage
      title="Outbox"
      description="Every email the shop sent or tried to send, newest first. Open one to read it, download its attachments or send a failed one again."
    >
      <DataTable
        caption="Emails"
        columns={columns}
        getRowId={(email) => email.id}
        loading={emails.isFetching}
        error={
          emails.isError
            ? { message: 'Failed to load the outbox', retry: () => void emails.refetch() }
            : undefined
        }
        emptyText={emptyTexts[status]}
        searchLabel="Search recipient or subject"
        toolbar={
          <select
            aria-label="Show status"
            className="field-control w-48"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter)
              firstPage()
            }}
          >
            {Object.entries(statusOptions).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        }
        source={source}
      />
    </StaffPage>
  )
}
