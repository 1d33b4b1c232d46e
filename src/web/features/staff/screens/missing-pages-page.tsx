import { type ColumnDef, createColumnHelper } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { StaffPage } from '../components/staff-page'
import { formatDateTime } from '../lib/format'
import { useServerTable } from '../lib/use-server-table'

type Hit = InferResponseType<(typeof api.staff)['not-found-hits']['$get'], 200>['hits'][number]

const column = createColumnHelper<Hit>()
const columns = [
  column.accessor('path', {
    header: 'Path',
    cell: ({ getValue }) => <code className="break-all">{getValue()}</code>,
  }),
  column.accessor('hits', { header: 'Visits' }),
  column.accessor('lastSeenAt', { header: 'Last Seen', cell: ({ getValue }) => formatDateTime(getValue()) }),
  column.accessor('firstSeenAt', {
    header: 'First Seen',
    enableSorting: false,
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
] as ColumnDef<Hit, never>[]

/** The pages visitors asked for that do not exist: broken links to fix or redirects to add. */
export function MissingPagesPage() {
  const { result: hits, source } = useServerTable<Hit, 'hits' | 'lastSeenAt' | 'path'>({
    key: 'not-found-hits',
    sortKeys: { path: 'path', hits: 'hits', lastSeenAt: 'lastSeenAt' },
    defaultSort: { id: 'hits', desc: true },
    fetchPage: async (query) => {
      const page = await readResponse(api.staff['not-found-hits'].$get({ query }))
      return { rows: page.hits, total: page.total }
    },
  })
  return (
    <StaffPage
      title="Missing Pages"
      description="Paths visitors reached that the shop does not have, most visited first."
    >
      <DataTable
        caption="Missing Pages"
        columns={columns}
        getRowId={(hit) => hit.path}
        loading={hits.isFetching}
        error={
          hits.isError
            ? { message: 'Failed to load missing pages', retry: () => void hits.refetch() }
            : undefined
        }
        emptyText="No missing pages recorded"
        searchLabel="Search paths"
        source={source}
      />
    </StaffPage>
  )
}
