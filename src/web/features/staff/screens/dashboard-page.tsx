import type { InferResponseType } from 'hono/client'
import { TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { formatCents } from '@/domain/money'
import { api } from '@/web/lib/api-client'
import { QueryBody } from '../components/query-body'
import { StaffPage } from '../components/staff-page'
import type { StaffMember } from '../lib/staff-member'
import { useStaffQuery } from '../lib/use-staff-query'
import { staffTools } from '../staff-nav'

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** The welcome dashboard: what needs attention today, each linked to its filtered list, then the tools. */
export function DashboardPage({ me }: { me: StaffMember }) {
  const attention = useStaffQuery(['needs-attention'], () => api.staff['needs-attention'].$get())
  const cards = staffTools.filter((tool) => tool.summary)
  return (
    <StaffPage
      title={`Welcome, ${me.name}`}
      description="What needs tending today, and the tools to tend the realm."
    >
      <section aria-labelledby="attention-heading" className="flex flex-col gap-3">
        <h2 id="attention-heading" className="font-display text-2xl">
          Needs Attention
        </h2>
        {attention.data && attention.data.reviewOverdue > 0 && (
          <p role="alert" className="card flex flex-wrap items-center gap-2 border-wax p-5">
            <TriangleAlert aria-hidden="true" className="size-4 text-wax" />
            {plural(attention.data.reviewOverdue, 'order has', 'orders have')} waited more than{' '}
            {attention.data.reviewAlertHours} hours for review.
            <Link to="/admin/orders?status=held" className="underline">
              Read them now
            </Link>
          </p>
        )}
        <QueryBody
          query={attention}
          loading="Counting..."
          failed="Failed to count what needs attention."
          placeholder={<AttentionCards cards={attentionCards()} />}
        >
          {(data) => <AttentionCards cards={attentionCards(data)} />}
        </QueryBody>
      </section>
      <section aria-labelledby="tools-heading" className="flex flex-col gap-3">
        <h2 id="tools-heading" className="font-display text-2xl">
          Tools
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map(({ label, path, icon: Icon, summary }) => (
            <li key={path}>
              <Link
                to={path}
                className="card flex h-full flex-col gap-3 p-5 hover:border-wax focus-visible:border-wax"
              >
                <Icon aria-hidden="true" className="size-8 text-wax" />
                <h3 className="font-display text-xl">{label}</h3>
                <p className="text-ink-soft">{summary}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </StaffPage>
  )
}

type NeedsAttention = InferResponseType<(typeof api.staff)['needs-attention']['$get'], 200>
type AttentionCard = { to: string; count?: number; label: string; detail: string }

/** The counts' cards; without the counts yet, the same cards with the counts left out. */
function attentionCards(data?: NeedsAttention): AttentionCard[] {
  return [
    {
      to: '/admin/orders?dueSoon=true&sort=dueAt',
      count: data?.dueSoon,
      label: data ? `Due in the next ${data.dueSoonHours} hours` : 'Due soon',
      detail:
        data && data.overdue > 0
          ? `${plural(data.overdue, 'order is', 'orders are')} already late`
          : 'None is late',
    },
    {
      to: '/admin/orders?status=failed',
      count: data?.failed,
      label: 'Failed orders',
      detail: 'Retry them from the step they stopped at',
    },
    {
      to: '/admin/orders?status=held',
      count: data?.needsReview,
      label: 'Needs review',
      detail:
        data && data.reviewOverdue > 0
          ? `${data.reviewOverdue.toLocaleString('en-US')} waiting more than ${data.reviewAlertHours} hours`
          : 'Held for a person to read before sealing',
    },
    {
      to: '/admin/orders?reported=true',
      count: data?.openReports,
      label: 'Reported by recipients',
      detail: 'Scrolls their recipients reported, not resolved yet',
    },
    {
      to: '/admin/inbox?state=unread',
      count: data?.unreadInbox,
      label: 'Unread in the inbox',
      detail: 'Messages, applications and commission requests',
    },
    {
      to: '/admin/inbox?kind=commission&state=unhandled',
      count: data?.awaitingQuote,
      label: 'Waiting for a quote',
      detail: 'Commission requests nobody has quoted yet',
    },
    {
      to: '/admin/payouts',
      count: data?.duePayouts.partners,
      label: 'Partners to pay',
      detail: data ? `${formatCents(data.duePayouts.cents)} in commissions due` : 'Commissions due',
    },
  ]
}

function AttentionCards({ cards }: { cards: AttentionCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className={`card flex h-full flex-col gap-1 p-5 hover:border-wax focus-visible:border-wax ${
              (item.count ?? 0) > 0 ? 'border-wax' : ''
            }`}
          >
            <span className="font-display text-4xl">{item.count?.toLocaleString('en-US') ?? '\u00a0'}</span>
            <span className="font-semibold">{item.label}</span>
            <span className="text-ink-soft text-sm">{item.detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
