import { Link } from 'react-router'
import { formatDateTime } from '../lib/format'
import { EmailStatusBadge } from './email-status-badge'
import type { InboxDetail } from './inbox-fields'

export type ContactDetail = Extract<InboxDetail, { kind: 'contact' }>
type Reply = ContactDetail['replies'][number]

// a reply's letter goes out from the job queue moments after it is saved: the page asks again until the
// mail log has tried it
const MAIL_LOG_POLL_MS = 3000

/** How soon the message's page reads the thread again: while a reply waits for the mail log, or never. */
export function threadRefetchInterval(detail: InboxDetail | undefined): number | false {
  const waiting = detail?.kind === 'contact' && detail.replies.some((reply) => reply.email === null)
  return waiting ? MAIL_LOG_POLL_MS : false
}

function Delivery({ email }: { email: Reply['email'] }) {
  if (!email) {
    return <span className="badge whitespace-nowrap bg-gold-deep text-parchment">Queued</span>
  }
  return (
    <>
      <EmailStatusBadge status={email.status} />
      <Link to={`/admin/outbox/${email.id}`} className="inline-flex min-h-11 items-center text-wax underline">
        {email.status === 'sent' ? 'Emailed' : 'Last tried'} {formatDateTime(email.lastAttemptAt)}, in the
        Outbox
      </Link>
    </>
  )
}

/**
 * A contact message and the replies staff sent, oldest first: who wrote each, when, and how each reply's
 * letter fared in the mail log. What anyone typed is shown as text, never read as markup.
 */
export function ContactThread({ detail }: { detail: ContactDetail }) {
  const { item, replies } = detail
  return (
    <ol className="flex flex-col gap-3">
      <li className="flex flex-col gap-1 rounded-md border border-ink/15 p-3">
        <p className="text-ink-soft text-sm">
          <strong className="text-ink">{item.name}</strong> wrote, {formatDateTime(item.createdAt)}
          {item.subject ? ` · ${item.subject}` : ''}
        </p>
        <p className="whitespace-pre-wrap break-words">{item.message}</p>
      </li>
      {replies.map((reply) => (
        <li key={reply.id} className="ml-4 flex flex-col gap-1 rounded-md border border-wax/40 p-3 sm:ml-8">
          <p className="text-ink-soft text-sm">
            <strong className="text-ink">{reply.author ?? 'A former member of staff'}</strong> replied,{' '}
            {formatDateTime(reply.createdAt)}
          </p>
          <p className="whitespace-pre-wrap break-words">{reply.body}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Delivery email={reply.email} />
          </p>
        </li>
      ))}
    </ol>
  )
}
