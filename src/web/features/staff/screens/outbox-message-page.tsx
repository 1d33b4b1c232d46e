import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { EmailAttachments } from '../components/email-attachments'
import { EmailStatusBadge } from '../components/email-status-badge'
import { StaffPage } from '../components/staff-page'
import { formatFileSize } from '../lib/file-size'
import { formatDateTime } from '../lib/format'
import { useStaffQuery } from '../lib/use-staff-query'

type Email = InferResponseType<(typeof api.staff.emails)[':id']['$get'], 200>

const backLink = (
  <Link to="/admin/outbox" className="inline-flex min-h-11 items-center text-wax underline">
    Back to the Outbox
  </Link>
)

/** One email of the Outbox: its details, its text as sent, its attachments, and Send Again if it failed. */
export function OutboxMessagePage() {
  const { id = '' } = useParams()
  const queryClient = useQueryClient()
  const key = ['email', id] as const
  const email = useStaffQuery(key, () => api.staff.emails[':id'].$get({ param: { id } }))

  const resend = useMutation({
    mutationFn: () => readResponse(api.staff.emails[':id'].resend.$post({ param: { id } })),
    onSuccess: (updated) => {
      queryClient.setQueryData(['staff', ...key], updated)
      void queryClient.invalidateQueries({ queryKey: ['staff', 'emails'] })
      if (updated.status === 'sent') void showToast({ title: 'Email sent again', variant: 'success' })
      else {
        void showToast({
          title: 'The email failed again',
          description: updated.lastError ?? undefined,
          variant: 'error',
        })
      }
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: ['staff', ...key] })
      void showToast({ title: 'The email was not sent again', description: error.message, variant: 'error' })
    },
  })

  if (email.isPending) return <StaffPage title="Email">Loading the email...</StaffPage>
  if (email.isError) {
    const missing = email.error instanceof ApiError && [400, 404].includes(email.error.status)
    return (
      <StaffPage title="Email">
        {missing ? (
          <p className="text-ink-soft">This email is not in the outbox.</p>
        ) : (
          <>
            <p className="text-wax">Failed to load the email: {email.error.message}</p>
            <button type="button" className="btn-secondary self-start" onClick={() => void email.refetch()}>
              Try Again
            </button>
          </>
        )}
        {backLink}
      </StaffPage>
    )
  }

  const sendAgain = () => {
    if (window.confirm(`Send this email to ${email.data.to} again?`)) resend.mutate()
  }
  return (
    <StaffPage
      title={email.data.subject}
      description={`To ${email.data.to}`}
      actions={
        <>
          {email.data.status === 'failed' && (
            <button type="button" className="btn-primary" disabled={resend.isPending} onClick={sendAgain}>
              {resend.isPending ? 'Sending...' : 'Send Again'}
            </button>
          )}
          {backLink}
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="email-text" className="card flex flex-col gap-3 p-5">
          <h2 id="email-text" className="font-display text-xl">
            Text
          </h2>
          {email.data.text === null ? (
            <p className="text-ink-soft">The stored copy of this email is gone.</p>
          ) : (
            <pre className="whitespace-pre-wrap break-words font-body">{email.data.text}</pre>
          )}
        </section>
        <section aria-labelledby="email-details" className="card flex flex-col gap-4 p-5">
          <h2 id="email-details" className="font-display text-xl">
            Details
          </h2>
          <Details email={email.data} />
          <h2 className="font-display text-xl">Attachments</h2>
          <EmailAttachments emailId={email.data.id} attachments={email.data.attachments} />
        </section>
      </div>
    </StaffPage>
  )
}

function Details({ email }: { email: Email }) {
  const rows: Array<[string, ReactNode]> = [
    ['Status', <EmailStatusBadge key="status" status={email.status} />],
    ['Attempts', email.attempts],
    ['First tried', formatDateTime(email.firstAttemptAt)],
    ['Last tried', formatDateTime(email.lastAttemptAt)],
  ]
  if (email.lastError) rows.push([email.status === 'failed' ? 'Error' : 'Last error', email.lastError])
  if (email.orderNumber !== null) rows.push(['Order', `#${email.orderNumber}`])
  rows.push(
    ['Size', formatFileSize(email.sizeBytes)],
    [
      'Message-ID',
      <code key="message-id" className="break-all text-sm">
        {email.messageId}
      </code>,
    ],
  )
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
