import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { cx } from '@/web/lib/class-names'

/**
 * Where the rows come from. `client`: every row is here; sorting, the search and paging happen in the
 * browser. `server`: the rows are one page the server chose; the table reports what to ask for next.
 */
export type TableSource<Row> =
  | { mode: 'client'; rows: Row[] }
  | {
      mode: 'server'
      rows: Row[]
      total: number
      pagination: PaginationState
      onPaginationChange: (next: PaginationState) => void
      /** left out: the server keeps one order */
      sorting?: SortingState
      onSortingChange?: (next: SortingState) => void
      /** left out: no search box */
      search?: string
      onSearchChange?: (next: string) => void
    }

type DataTableProps<Row> = {
  /** the table's title, shown above it and read as its caption */
  caption: string
  columns: ColumnDef<Row, never>[]
  source: TableSource<Row>
  loading?: boolean
  error?: { message: string; retry: () => void }
  emptyText: string
  searchLabel?: string
  /** filters and buttons beside the search */
  toolbar?: ReactNode
  pageSize?: number
  getRowId?: (row: Row) => string
}

/** The back office's one table: sortable headers, a search, pages, and its loading, empty and error states. */
export function DataTable<Row>({
  caption,
  columns,
  source,
  loading = false,
  error,
  emptyText,
  searchLabel = 'Search',
  toolbar,
  pageSize = 25,
  getRowId,
}: DataTableProps<Row>) {
  const [clientSorting, setClientSorting] = useState<SortingState>([])
  const [clientSearch, setClientSearch] = useState('')
  const [clientPagination, setClientPagination] = useState<PaginationState>({ pageIndex: 0, pageSize })
  const server = source.mode === 'server' ? source : undefined
  const searchId = useId()

  const sorting = server ? (server.sorting ?? []) : clientSorting
  const pagination = server?.pagination ?? clientPagination
  const search = server ? (server.search ?? '') : clientSearch
  const searchable = !server || server.onSearchChange !== undefined

  const table = useReactTable<Row>({
    data: source.rows,
    columns,
    getRowId,
    state: { sorting, pagination, globalFilter: search },
    manualPagination: Boolean(server),
    manualSorting: Boolean(server),
    manualFiltering: Boolean(server),
    enableSorting: !server || server.onSortingChange !== undefined,
    rowCount: server?.total,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      if (server) {
        server.onSortingChange?.(next)
        server.onPaginationChange({ ...pagination, pageIndex: 0 })
      } else setClientSorting(next)
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater
      if (server) server.onPaginationChange(next)
      else setClientPagination(next)
    },
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? {}
      : {
          getSortedRowModel: getSortedRowModel(),
          getFilteredRowModel: getFilteredRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
        }),
  })

  const onSearch = (value: string) => {
    if (server) {
      server.onSearchChange?.(value)
      server.onPaginationChange({ ...pagination, pageIndex: 0 })
    } else {
      setClientSearch(value)
      setClientPagination({ ...pagination, pageIndex: 0 })
    }
  }

  const rows = table.getRowModel().rows
  const total = server ? server.total : table.getFilteredRowModel().rows.length
  const pageCount = Math.max(1, table.getPageCount())
  const first = total === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1
  const last = Math.min(total, (pagination.pageIndex + 1) * pagination.pageSize)

  return (
    <section className="card overflow-hidden p-0" aria-labelledby={`${searchId}-caption`}>
      <div className="flex flex-wrap items-center gap-3 border-b border-parchment-deep p-4">
        <h2 id={`${searchId}-caption`} className="mr-auto font-display text-xl">
          {caption}
        </h2>
        {toolbar}
        {searchable && (
          <>
            <label htmlFor={searchId} className="sr-only">
              {searchLabel}
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              placeholder={`${searchLabel}...`}
              className="field-control w-56"
            />
          </>
        )}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm" aria-busy={loading}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-parchment-deep/60">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const label = flexRender(header.column.columnDef.header, header.getContext())
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-4 py-2 font-display font-semibold whitespace-nowrap"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex min-h-11 items-center gap-1 hover:text-wax"
                        >
                          {label}
                          {sorted === 'asc' ? (
                            <ArrowUp aria-hidden="true" className="size-4" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-hidden="true" className="size-4" />
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-4 opacity-50" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {error ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center">
                  <p className="text-wax">{error.message}</p>
                  <button type="button" className="btn-secondary mt-3" onClick={error.retry}>
                    Try Again
                  </button>
                </td>
              </tr>
            ) : loading && rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-ink-soft">
                  Loading...
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-ink-soft">
                  {search ? `Nothing matches “${search}”.` : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className={cx('border-t border-parchment-deep', loading && 'opacity-60')}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-2 align-middle">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav
        aria-label={`${caption} pages`}
        className="flex flex-wrap items-center justify-between gap-3 border-t border-parchment-deep p-4 text-sm"
      >
        <p aria-live="polite">{total === 0 ? 'No rows' : `${first}–${last} of ${total}`}</p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            Previous
          </button>
          <span>
            Page {pagination.pageIndex + 1} of {pageCount}
          </span>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            Next
          </button>
        </div>
      </nav>
    </section>
  )
}
