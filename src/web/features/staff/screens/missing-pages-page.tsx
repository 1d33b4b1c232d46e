import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  type ColumnDef,
  createColumnHelper,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { useState } from 'react'
import { api } from '@/web/lib/api-client'
import { readJson } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { StaffPage } from '../components/staff-page'
import { formatDateTime } from '../lib/format'

type Hits = InferResponseType<(typeof api.staff)['not-found-hits']['$get'], 200>
type Hit = Hits['hits'][number]

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

const sortKeys = { path: 'path', hits: 'hits', lastSeenAt: 'lastSeenAt' } as const

/** The pages visitors asked for that do not exist: broken links to fix or redirects to add. */
export function MissingPagesPage() {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 })
  const [sorting, setSorting] = useState<SortingState>([{ id: 'hits', desc: true }])
  const [search, setSearch] = useState('')
  const sort = sorting[0]
  const query = {
    page: String(pagination.pageIndex + 1),
    pageSize: String(pagination.pageSize),
    sort: sortKeys[(sort?.id ?? 'hits') as keyof typeof sortKeys] ?? 'hits',
    direction: sort?.desc === false ? 'asc' : 'desc',
    ...(search.trim() ? { search: search.trim() } : {}),
  } as const
  const hits = useQuery({
    queryKey: ['staff', 'not-found-hits', query],
    queryFn: async () => readJson<Hits>(await api.staff['not-found-hits'].$get({ query })),
    placeholderData: keepPreviousData,
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
        source={{
          mode: 'server',
          rows: hits.data?.hits ?? [],
          total: hits.data?.total ?? 0,
          pagination,
          onPaginationChange: setPagination,
          sorting,
          onSortingChange: setSorting,
          search,
          onSearchChange: setSearch,
        }}
      />
    </StaffPage>
  )
}
