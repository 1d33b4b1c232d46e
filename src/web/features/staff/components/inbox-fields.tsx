import type { InferResponseType } from 'hono/client'
import type { ReactNode } from 'react'
import { careerRoles } from '@/domain/career-roles'
import { commissionLengths, commissionStyles } from '@/domain/catalog-options'
import { formatCents } from '@/domain/money'
import type { api } from '@/web/lib/api-client'
import { formatDateTime } from '../lib/format'
import { reviewLabels, statusLabel } from '../lib/inbox-labels'
import { mailtoHref } from '../lib/mailto'

export type InboxDetail = InferResponseType<(typeof api.staff.inbox)[':kind'][':id']['$get'], 200>

const none = <span className="text-ink-soft">None given</span>
const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
const labelOf = (labels: Record<string, string>, value: string | null) =>
  value === null ? none : (labels[value] ?? value)

/**
 * Every stored field of the message, as text: what a customer typed is never read as markup. A contact
 * message's own words are in its thread (`ContactThread`), with the replies.
 */
export function InboxFields({ detail }: { detail: InboxDetail }) {
  const rows: Array<[string, ReactNode]> = [
    ['Name', detail.item.name],
    [
      'Email',
      <a key="email" href={mailtoHref(detail.item.email)} className="text-wax underline">
        {detail.item.email}
      </a>,
    ],
  ]
  if (detail.kind === 'contact') {
    rows.push(['Subject', detail.item.subject ?? 'General'])
  } else if (detail.kind === 'career') {
    const { item } = detail
    rows.push(['Role', careerRoles[item.role].title], ['Experience', item.experience])
    if (item.role === 'scribe') rows.push(['Portfolio', item.portfolio ?? none])
    else {
      rows.push(
        ['Social handles', item.socialHandles ?? none],
        ['Follower count', item.followerCount ?? none],
        ['Campaign experience', item.campaignExperience ?? none],
      )
    }
    rows.push(['Decision', reviewLabels[item.reviewStatus]])
  } else {
    const { item } = detail
    rows.push(
      ['Target', item.target],
      ['The tale', item.tale],
      ['Style', labelOf(commissionStyles, item.style)],
      ['Length', labelOf(commissionLengths, item.length)],
      ['Voice narration', yesNo(item.voiceNarration)],
      ['Anonymous delivery', yesNo(item.anonymousDelivery)],
      ['Recipient', item.recipientEmail ?? 'None: the scroll goes to the customer to pass on'],
      ['Deadline', item.deadline ?? none],
      ['Final wishes', item.finalWishes ?? none],
      ['Status', statusLabel('commission', item.status) ?? item.status],
      ['Quote', item.quoteCents === null ? none : formatCents(item.quoteCents)],
      [
        'Customer acknowledged',
        item.acknowledgedAt ? formatDateTime(item.acknowledgedAt) : 'Not yet emailed',
      ],
    )
  }
  rows.push(
    ['Received', formatDateTime(detail.item.createdAt)],
    ['Team emailed', detail.item.notifiedAt ? formatDateTime(detail.item.notifiedAt) : 'Not yet'],
  )
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-soft">{label}</dt>
          <dd className="whitespace-pre-wrap break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
