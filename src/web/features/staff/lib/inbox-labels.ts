/** The words the Inbox screens show for each kind of message and each status. */
export const inboxKinds = ['contact', 'career', 'commission'] as const
export type InboxKind = (typeof inboxKinds)[number]

export const isInboxKind = (value: string): value is InboxKind =>
  (inboxKinds as readonly string[]).includes(value)

export const kindLabels: Record<InboxKind, string> = {
  contact: 'Contact Message',
  career: 'Career Application',
  commission: 'Commission Request',
}

export const reviewLabels = {
  new: 'Not decided',
  reviewed: 'Reviewed',
  rejected: 'Rejected',
  invited: 'Invited',
} as const

export const commissionStatusLabels = {
  new: 'Awaiting a quote',
  quoted: 'Quoted',
  paid: 'Paid',
  declined: 'Declined',
} as const

/** A list row's kind-specific status, in words: a career application's decision, a commission's progress. */
export function statusLabel(kind: InboxKind, status: string | null): string | undefined {
  if (status === null) return undefined
  const labels: Record<string, string> = kind === 'career' ? reviewLabels : commissionStatusLabels
  return labels[status] ?? status
}

export const inboxItemPath = (kind: InboxKind, id: string) => `/admin/inbox/${kind}/${id}`
