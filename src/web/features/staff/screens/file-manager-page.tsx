import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ColumnDef, createColumnHelper, type PaginationState } from '@tanstack/react-table'
import type { InferResponseType } from 'hono/client'
import { Download, Trash2, Upload } from 'lucide-react'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { UPLOAD_LIMIT_BYTES } from '@/domain/limits'
import { type StorageBucket, storageBuckets } from '@/domain/storage-buckets'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readErrorBody, readResponse } from '@/web/lib/api-error'
import { DataTable } from '../components/data-table'
import { StaffPage } from '../components/staff-page'
import { formatFileSize } from '../lib/file-size'
import { formatDateTime } from '../lib/format'

type StoredFile = InferResponseType<(typeof api.staff.files)[':bucket']['$get'], 200>['files'][number]

const pageSize = 100
const displayName = (file: StoredFile) => file.originalName ?? file.name

/** Sends a file with its bytes as the body, reporting progress as it goes (fetch cannot report upload progress). */
function uploadFile(bucket: StorageBucket, file: File, onProgress: (fraction: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/api/staff/files/${bucket}?name=${encodeURIComponent(file.name)}`)
    request.setRequestHeader('content-type', file.type || 'application/octet-stream')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve()
      let message = `The upload failed (${request.status})`
      try {
        message = readErrorBody(JSON.parse(request.responseText)).message ?? message
      } catch {}
      reject(new ApiError(request.status, 'upload_failed', message))
    }
    request.onerror = () => reject(new Error('The connection was lost during the upload'))
    request.send(file)
  })
}

/** The File Manager: a bucket's files, uploaded with a progress bar, downloaded, deleted. */
export function FileManagerPage() {
  const [bucket, setBucket] = useState<StorageBucket>('admin-assets')
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize })
  const [progress, setProgress] = useState<number | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const queryClient = useQueryClient()

  const listing = useQuery({
    queryKey: ['staff', 'files', bucket, pagination.pageIndex],
    queryFn: () =>
      readResponse(
        api.staff.files[':bucket'].$get({
          param: { bucket },
          query: { page: String(pagination.pageIndex + 1), pageSize: String(pageSize) },
        }),
      ),
    placeholderData: keepPreviousData,
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', 'files', bucket] })

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (file.size > UPLOAD_LIMIT_BYTES) {
      void showToast({
        title: 'Failed to upload file',
        description: `${file.name} is larger than 50 MB.`,
        variant: 'error',
      })
      return
    }
    setProgress(0)
    try {
      await uploadFile(bucket, file, setProgress)
      void showToast({ title: 'File uploaded successfully', variant: 'success' })
      await refresh()
    } catch (error) {
      void showToast({
        title: 'Failed to upload file',
        description: (error as Error).message,
        variant: 'error',
      })
    } finally {
      setProgress(null)
    }
  }

  const remove = useMutation({
    mutationFn: (file: StoredFile) =>
      readResponse(api.staff.files[':bucket'][':file'].$delete({ param: { bucket, file: file.id } })),
    onSuccess: () => {
      void showToast({ title: 'File deleted successfully', variant: 'success' })
      void refresh()
    },
    onError: () => void showToast({ title: 'Failed to delete file', variant: 'error' }),
  })

  function confirmDelete(file: StoredFile) {
    if (window.confirm(`Are you sure you want to delete ${displayName(file)}?`)) remove.mutate(file)
  }

  const column = createColumnHelper<StoredFile>()
  const columns = [
    column.accessor(displayName, {
      id: 'name',
      header: 'File Name',
      cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
    }),
    column.accessor('size', { header: 'Size', cell: ({ getValue }) => formatFileSize(getValue()) }),
    column.accessor('createdAt', { header: 'Created', cell: ({ getValue }) => formatDateTime(getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const file = row.original
        const iconButton = 'grid size-11 place-items-center rounded-md hover:bg-parchment-deep'
        return (
          <div className="flex gap-1">
            <a
              href={`/api/staff/files/${bucket}/${file.id}`}
              download
              className={iconButton}
              aria-label={`Download ${displayName(file)}`}
              onClick={() => void showToast({ title: 'File downloaded successfully', variant: 'success' })}
            >
              <Download aria-hidden="true" className="size-4" />
            </a>
            <button
              type="button"
              className={iconButton}
              onClick={() => confirmDelete(file)}
              aria-label={`Delete ${displayName(file)}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        )
      },
    }),
  ] as ColumnDef<StoredFile, never>[]

  const uploading = progress !== null
  const total = listing.data?.total ?? 0

  return (
    <StaffPage title="File Manager" description="The shop’s files by bucket. Uploads up to 50 MB.">
      <div className="card flex flex-wrap items-end gap-4 p-5">
        <label className="flex flex-col gap-1.5">
          <span className="font-display text-sm font-semibold tracking-wide">Bucket</span>
          <select
            className="field-control w-56"
            value={bucket}
            disabled={uploading}
            onChange={(event) => {
              setBucket(event.target.value as StorageBucket)
              setPagination({ pageIndex: 0, pageSize })
            }}
          >
            {storageBuckets.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="font-display text-sm font-semibold tracking-wide">
            Upload a file (up to 50MB)
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            className="sr-only"
            disabled={uploading}
            onChange={(event) => void upload(event)}
          />
          <button
            type="button"
            className="btn-primary inline-flex items-center gap-2"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden="true" className="size-4" />
            {uploading ? 'Uploading...' : 'Choose File'}
          </button>
        </div>
        {uploading && (
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            <progress className="w-full" max={1} value={progress} aria-label="Upload progress" />
            <span className="text-sm text-ink-soft" aria-live="polite">
              {Math.round(progress * 100)}%
            </span>
          </div>
        )}
      </div>
      <DataTable
        caption={`${bucket} (${total})`}
        columns={columns}
        getRowId={(file) => file.id}
        loading={listing.isFetching}
        error={
          listing.isError
            ? { message: 'Failed to load files', retry: () => void listing.refetch() }
            : undefined
        }
        emptyText="No files in this bucket"
        source={{
          mode: 'server',
          rows: listing.data?.files ?? [],
          total,
          pagination,
          onPaginationChange: setPagination,
        }}
      />
    </StaffPage>
  )
}
