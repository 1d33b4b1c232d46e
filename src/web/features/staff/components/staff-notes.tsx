import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { formatDateTime } from '../lib/format'
import { useStaffQuery } from '../lib/use-staff-query'
import { QueryBody } from './query-body'

export type NotedSubject = 'order' | 'contact' | 'career' | 'commission'

/** The team's notes on an order or an inbox message, and a box to add one; never shown to customers. */
export function StaffNotes({ subject, id }: { subject: NotedSubject; id: string }) {
  const queryClient = useQueryClient()
  const key = ['notes', subject, id] as const
  const notes = useStaffQuery(key, () => api.staff.notes[':subject'][':id'].$get({ param: { subject, id } }))
  const [draft, setDraft] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const fieldId = useId()
  const add = useMutation({
    mutationFn: (body: string) =>
      readResponse(api.staff.notes[':subject'][':id'].$post({ param: { subject, id }, json: { body } })),
    onSuccess: () => {
      setDraft('')
      setFieldError(undefined)
      void queryClient.invalidateQueries({ queryKey: ['staff', ...key] })
    },
    onError: (error) => {
      const message = error instanceof ApiError ? (error.fields?.body ?? error.message) : error.message
      setFieldError(message)
      void showToast({ title: 'The note was not saved', description: message, variant: 'error' })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (draft.trim() === '') return setFieldError('Write a note')
    add.mutate(draft)
  }
  return (
    <section aria-labelledby={`${fieldId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${fieldId}-heading`} className="font-display text-xl">
        Staff Notes
      </h2>
      <QueryBody query={notes} loading="Loading notes..." failed="Failed to load the notes.">
        {(data) =>
          data.notes.length === 0 ? (
            <p className="text-ink-soft">No notes yet.</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {data.notes.map((note) => (
                <li key={note.id} className="rounded-md border border-ink/15 p-3">
                  <p className="whitespace-pre-wrap break-words">{note.body}</p>
                  <p className="mt-1 text-ink-soft text-sm">
                    {note.author ?? 'A former member of staff'}, {formatDateTime(note.createdAt)}
                  </p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryBody>
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <label htmlFor={fieldId} className="font-semibold">
          Add a note
        </label>
        <textarea
          id={fieldId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={3}
          maxLength={5000}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          className="field-control"
        />
        {fieldError && (
          <p id={`${fieldId}-error`} className="text-sm text-wax">
            {fieldError}
          </p>
        )}
        <button type="submit" className="btn-secondary self-start" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Add Note'}
        </button>
      </form>
    </section>
  )
}
