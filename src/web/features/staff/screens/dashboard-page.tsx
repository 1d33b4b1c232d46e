import { Link } from 'react-router'
import { StaffPage } from '../components/staff-page'
import type { StaffMember } from '../lib/staff-member'
import { staffTools } from '../staff-nav'

/** The welcome dashboard: the four tools, one card each. */
export function DashboardPage({ me }: { me: StaffMember }) {
  const cards = staffTools.filter((tool) => tool.summary)
  return (
    <StaffPage title={`Welcome, ${me.name}`} description="Choose a tool to tend the realm.">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ label, path, icon: Icon, summary }) => (
          <li key={path}>
            <Link
              to={path}
              className="card flex h-full flex-col gap-3 p-5 hover:border-wax focus-visible:border-wax"
            >
              <Icon aria-hidden="true" className="size-8 text-wax" />
              <h2 className="font-display text-xl">{label}</h2>
              <p className="text-ink-soft">{summary}</p>
            </Link>
          </li>
        ))}
      </ul>
    </StaffPage>
  )
}
