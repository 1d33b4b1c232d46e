import { useId } from 'react'
import { Link } from 'react-router'
import { api } from '@/web/lib/api-client'
import { formatDateTime } from '../lib/format'
import { useStaffQuery } from '../lib/use-staff-query'
import { EmailAttachments } from './email-attachments'
import { EmailStatusBadge } from './email-status-badge'
import { QueryBody } from './query-body'

/** The emails the shop sent or tried for one order (its scrolls and receipt), each linked to the Outbox. */
export function OrderEmails({ orderId }: { orderId: string }) {
  const headingId = useId()
  const emails = useStaffQuery(['emails', 'order', orderId], () =>
    api.staff.emails.$get({ query: { orderId, pageSize: '100' } }),
  )
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-display text-xl">
        Emails
      </h2>
      <QueryBody query={emails} loading="Loading the emails..." failed="Failed to load the emails.">
        {(data) =>
          data.emails.length === 0 ? (
            <p className="text-ink-soft">No emails for this order yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.emails.map((email) => (
                <li key={email.id} className="flex flex-col gap-1 rounded-md border border-ink/15 p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <EmailStatusBadge status={email.status} />
                    <Link
                      to={`/admin/outbox/${email.id}`}
                      className="inline-flex min-h-11 items-center break-words text-wax underline"
                    >
                      {email.subject}
                    </Link>
                  </div>
                  <p className="text-ink-soft text-sm">
                    To {email.to}, last tried {formatDateTime(email.lastAttemptAt)}
                    {email.attempts > 1 ? ` (${email.attempts} attempts)` : ''}
                  </p>
                  <EmailAttachments emailId={email.id} attachments={email.attachments} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBody>
    </section>
  )
}
