import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { reviewLabels } from '../lib/inbox-labels'

type Decision = 'reviewed' | 'rejected' | 'invited'

const decisions: Array<{ decision: Decision; label: string; done: string }> = [
  { decision: 'reviewed', label: 'Mark Reviewed', done: 'Marked reviewed' },
  { decision: 'invited', label: 'Invite', done: 'Applicant invited' },
  { decision: 'rejected', label: 'Reject', done: 'Application declined' },
]

/** The council's decision on an application; each change emails the applicant one letter. */
export function CareerDecision({
  id,
  current,
  queryKey,
}: {
  id: string
  current: keyof typeof reviewLabels
  queryKey: readonly unknown[]
}) {
  const queryClient = useQueryClient()
  const [message, setMessage] = useState('')
  const fieldId = useId()
  const review = useMutation({
    mutationFn: (decision: Decision) =>
      readResponse(
        api.staff.inbox.career[':id'].review.$post({
          param: { id },
          json: { decision, ...(message.trim() ? { message } : {}) },
        }),
      ),
    onSuccess: ({ emailed, item }, decision) => {
      queryClient.setQueryData(queryKey, item)
      void queryClient.invalidateQueries({ queryKey: ['staff', 'inbox'] })
      setMessage('')
      const done = decisions.find((entry) => entry.decision === decision)?.done ?? 'Decision saved'
      void showToast({
        title: done,
        description: emailed ? 'The applicant is emailed.' : 'It was already so; no second email was sent.',
        variant: 'success',
      })
    },
    onError: (error) =>
      void showToast({ title: 'The decision was not saved', description: error.message, variant: 'error' }),
  })
  return (
    <section aria-labelledby={`${fieldId}-heading`} className="card flex flex-col gap-3 p-5">
      <h2 id={`${fieldId}-heading`} className="font-display text-xl">
        Decision
      </h2>
      <p>
        Now: <strong>{reviewLabels[current]}</strong>. Each new decision sends the applicant a polite letter,
        once.
      </p>
      <label htmlFor={fieldId} className="font-semibold">
        A word for the applicant (optional)
      </label>
      <textarea
        id={fieldId}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        rows={3}
        maxLength={2000}
        className="field-control"
      />
      <div className="flex flex-wrap gap-2">
        {decisions.map(({ decision, label }) => (
          <button
            key={decision}
            type="button"
            className="btn-secondary"
            disabled={review.isPending || current === decision}
            onClick={() => review.mutate(decision)}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  )
}
