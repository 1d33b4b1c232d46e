import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PaginationState, SortingState } from '@tanstack/react-table'
import { useState } from 'react'
import type { TableSource } from '../components/data-table'

/** What a server-paged list is asked for: strings, as they travel in the query. */
export type PageQuery<SortKey extends string> = {
  page: string
  pageSize: string
  sort: SortKey
  direction: 'asc' | 'desc'
  search?: string
}

type Options<Row, SortKey extends string, Page extends { rows: Row[]; total: number }> = {
  /** names the list in the query cache */
  key: string
  /** the table's column ids the server can sort by, and the server's name for each */
  sortKeys: Record<string, SortKey>
  defaultSort: { id: string; desc: boolean }
  /** more of the query (filters), part of the cache key */
  filters?: Record<string, string>
  searchable?: boolean
  pageSize?: number
  /** one page of rows and the count of all; anything else the reply carries stays in `result.data` */
  fetchPage: (query: PageQuery<SortKey> & Record<string, string>) => Promise<Page>
}

/**
 * The state of a table whose rows the server pages, sorts and searches: the page, the order and the
 * search, turned into the query the API takes, and the source the DataTable draws.
 */
export function useServerTable<
  Row,
  SortKey extends string,
  Page extends { rows: Row[]; total: number } = { rows: Row[]; total: number },
>({
  key,
  sortKeys,
  defaultSort,
  filters = {},
  searchable = true,
  pageSize = 25,
  fetchPage,
}: Options<Row, SortKey, Page>) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize })
  const [sorting, setSorting] = useState<SortingState>([defaultSort])
  const [search, setSearch] = useState('')
  const sort = sorting[0] ?? defaultSort
  const query = {
    page: String(pagination.pageIndex + 1),
    pageSize: String(pagination.pageSize),
    sort: sortKeys[sort.id] ?? (sortKeys[defaultSort.id] as SortKey),
    direction: sort.desc ? 'desc' : 'asc',
    ...(search.trim() ? { search: search.trim() } : {}),
    ...filters,
  } as PageQuery<SortKey> & Record<string, string>
  const result = useQuery({
    queryKey: ['staff', key, query],
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  })
  const source: TableSource<Row> = {
    mode: 'server',
    rows: result.data?.rows ?? [],
    total: result.data?.total ?? 0,
    pagination,
    onPaginationChange: setPagination,
    sorting,
    onSortingChange: setSorting,
    ...(searchable ? { search, onSearchChange: setSearch } : {}),
  }
  /** back to the first page, when a filter outside the table changes */
  const firstPage = () => setPagination({ ...pagination, pageIndex: 0 })
  return { result, source, firstPage }
}
