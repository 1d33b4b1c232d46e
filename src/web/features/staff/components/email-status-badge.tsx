import { cx } from '@/web/lib/class-names'

const labels = { sent: 'Sent', failed: 'Failed' } as const

/** Whether an email went out: sent in green, failed in wax red. */
export function EmailStatusBadge({ status }: { status: keyof typeof labels }) {
  return (
    <span className={cx('badge whitespace-nowrap text-parchment', status === 'sent' ? 'bg-moss' : 'bg-wax')}>
      {labels[status]}
    </span>
  )
}
