import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link, useParams } from 'react-router'
import { showToast } from '@/web/components/ui/toast'
import { api } from '@/web/lib/api-client'
import { ApiError, readResponse } from '@/web/lib/api-error'
import { CareerDecision } from '../components/career-decision'
import { CommissionQuotes } from '../components/commission-quotes'
import { ContactReplyForm } from '../components/contact-reply-form'
import { type ContactDetail, ContactThread, threadRefetchInterval } from '../components/contact-thread'
import { InboxAssignment, type InboxChange } from '../components/inbox-assignment'
import { InboxFields } from '../components/inbox-fields'
import { StaffNotes } from '../components/staff-notes'
import { StaffPage } from '../components/staff-page'
import { formatDateTime } from '../lib/format'
import { type InboxKind, isInboxKind, kindLabels } from '../lib/inbox-labels'
import type { StaffMember } from '../lib/staff-member'
import { useStaffQuery } from '../lib/use-staff-query'

const backLink = (
  <Link to="/admin/inbox" className="inline-flex min-h-11 items-center text-wax underline">
    Back to the Inbox
  </Link>
)

/** One message of the Inbox in full; opening it marks it read. */
export function InboxItemPage({ me }: { me: StaffMember }) {
  const { kind = '', id = '' } = useParams()
  if (!isInboxKind(kind)) {
    return (
      <StaffPage title="No such message">
        <p className="text-ink-soft">
          The Inbox holds contact messages, applications and commission requests.
        </p>
        {backLink}
      </StaffPage>
    )
  }
  return <InboxItem key={`${kind}/${id}`} kind={kind} id={id} me={me} />
}

function InboxItem({ kind, id, me }: { kind: InboxKind; id: string; me: StaffMember }) {
  const queryClient = useQueryClient()
  const key = ['inbox-item', kind, id] as const
  const detail = useStaffQuery(key, () => api.staff.inbox[':kind'][':id'].$get({ param: { kind, id } }), {
    refetchInterval: threadRefetchInterval,
  })

  const change = useMutation({
    mutationFn: ({ json }: { json: InboxChange; done?: string }) =>
      readResponse(api.staff.inbox[':kind'][':id'].$patch({ param: { kind, id }, json })),
    onSuccess: (updated, { done }) => {
      queryClient.setQueryData(['staff', ...key], updated)
      void queryClient.invalidateQueries({ queryKey: ['staff', 'inbox'] })
      if (done) void showToast({ title: done, variant: 'success' })
    },
    onError: (error) =>
      void showToast({ title: 'The message was not changed', description: error.message, variant: 'error' }),
  })

  // opening an unread message marks it read, once; "Mark Unread" afterwards is left alone
  const markedRead = useRef(false)
  const unread = detail.data?.item.readAt === null
  useEffect(() => {
    if (!unread || markedRead.current) return
    markedRead.current = true
    change.mutate({ json: { read: true } })
  }, [unread, change.mutate])

  if (detail.isPending) return <StaffPage title={kindLabels[kind]}>Loading the message...</StaffPage>
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404
    return (
      <StaffPage title={kindLabels[kind]}>
        {missing ? (
          <p className="text-ink-soft">This message does not exist, or it was removed.</p>
        ) : (
          <>
            <p className="text-wax">Failed to load the message: {detail.error.message}</p>
            <button type="button" className="btn-secondary self-start" onClick={() => void detail.refetch()}>
              Try Again
            </button>
          </>
        )}
        {backLink}
      </StaffPage>
    )
  }

  const { item, assignee } = detail.data
  const update = (json: InboxChange, done: string) => change.mutate({ json, done })
  const replied = (answered: ContactDetail) => {
    queryClient.setQueryData(['staff', ...key], answered)
    void queryClient.invalidateQueries({ queryKey: ['staff', 'inbox'] })
  }
  return (
    <StaffPage
      title={kindLabels[kind]}
      description={`From ${item.name}, received ${formatDateTime(item.createdAt)}`}
      actions={backLink}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-label="The message" className="card flex flex-col gap-4 p-5">
          <InboxFields detail={detail.data} />
        </section>
        <section aria-labelledby="inbox-state" className="card flex flex-col gap-4 p-5">
          <h2 id="inbox-state" className="font-display text-xl">
            State
          </h2>
          <p>
            {item.readAt ? `Read ${formatDateTime(item.readAt)}` : 'Unread'}
            <br />
            {item.handledAt ? `Handled ${formatDateTime(item.handledAt)}` : 'Not handled yet'}
            <br />
            {assignee ? `Given to ${assignee.id === me.id ? 'thee' : assignee.name}` : 'Given to nobody'}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={change.isPending}
              onClick={() =>
                item.handledAt
                  ? update({ handled: false }, 'Marked not handled')
                  : update({ handled: true }, 'Marked handled')
              }
            >
              {item.handledAt ? 'Mark Unhandled' : 'Mark Handled'}
            </button>
            {item.readAt && (
              <button
                type="button"
                className="btn-secondary"
                disabled={change.isPending}
                onClick={() => update({ read: false }, 'Marked unread')}
              >
                Mark Unread
              </button>
            )}
          </div>
          <InboxAssignment me={me} assignee={assignee} pending={change.isPending} update={update} />
        </section>
      </div>
      {detail.data.kind === 'contact' && (
        <section aria-labelledby="conversation" className="card flex flex-col gap-4 p-5">
          <h2 id="conversation" className="font-display text-xl">
            Conversation
          </h2>
          <ContactThread detail={detail.data} />
          <ContactReplyForm detail={detail.data} onReplied={replied} />
        </section>
      )}
      {detail.data.kind === 'career' && (
        <CareerDecision id={id} current={detail.data.item.reviewStatus} queryKey={['staff', ...key]} />
      )}
      {detail.data.kind === 'commission' && <CommissionQuotes id={id} itemKey={['staff', ...key]} />}
      <StaffNotes subject={kind} id={id} />
    </StaffPage>
  )
}
