import { useQueryClient } from '@tanstack/react-query'
import { Menu, PanelLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { showToast } from '@/web/components/ui/toast'
import { Toaster } from '@/web/components/ui/toaster'
import { signOut } from '../auth/auth-client'
import { AccessDenied } from './components/access-denied'
import { StaffSidebar } from './components/staff-sidebar'
import { useSidebar } from './lib/sidebar-state'
import { type StaffMember, useStaffAccess } from './lib/staff-member'
import { TwoFactorPage } from './screens/two-factor-page'

/**
 * "Administrative Realm": every staff screen inside it. The server decides who may enter (`/api/staff/me`):
 * signed out goes to the sign-in page and comes back; an account without the role sees Access Denied; a
 * staff member who must set up a second factor sees only its enrolment.
 */
export function StaffLayout({ children }: { children: (member: StaffMember) => ReactNode }) {
  const access = useStaffAccess()
  const { pathname, search } = useLocation()

  if (access.isPending) {
    return (
      <main id="main" className="grid min-h-dvh place-items-center text-ink-soft" aria-busy="true">
        Opening the realm...
      </main>
    )
  }
  if (access.isError) {
    return (
      <main
        id="main"
        className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
      >
        <h1 className="font-display text-3xl text-wax">The back office could not be reached</h1>
        <p className="text-ink-soft">{access.error.message}</p>
        <button type="button" className="btn-primary" onClick={() => void access.refetch()}>
          Try Again
        </button>
      </main>
    )
  }
  const state = access.data
  if (state.state === 'signed-out') {
    return <Navigate to={`/auth?redirect=${encodeURIComponent(`${pathname}${search}`)}`} replace />
  }
  if (state.state === 'denied') {
    return (
      <main id="main">
        <AccessDenied />
      </main>
    )
  }
  return (
    <Realm member={state.state === 'open' ? state.member : undefined}>
      {state.state === 'open' ? children(state.member) : <TwoFactorPage required />}
    </Realm>
  )
}

function Realm({ member, children }: { member?: StaffMember; children: ReactNode }) {
  const sidebar = useSidebar()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  async function leave() {
    try {
      await signOut()
      queryClient.clear()
      void showToast({ title: 'Signed out successfully', variant: 'success' })
      navigate('/', { replace: true })
    } catch {
      void showToast({ title: 'Error signing out', variant: 'error' })
    }
  }

  return (
    <div className="flex min-h-dvh bg-parchment">
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      {member && (
        <StaffSidebar
          role={member.role}
          mobile={sidebar.mobile}
          open={sidebar.open}
          sheetOpen={sidebar.sheetOpen}
          onSheetOpenChange={sidebar.setSheetOpen}
          onSignOut={() => void leave()}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b-2 border-gold bg-vellum px-4 py-3">
          {member && (
            <button
              type="button"
              onClick={sidebar.toggle}
              className="grid size-11 place-items-center rounded-md hover:bg-parchment-deep"
              aria-label={
                sidebar.mobile
                  ? 'Open the menu'
                  : sidebar.open
                    ? 'Collapse the sidebar'
                    : 'Expand the sidebar'
              }
              aria-expanded={sidebar.mobile ? sidebar.sheetOpen : sidebar.open}
              title="Toggle the sidebar (Ctrl+B)"
            >
              {sidebar.mobile ? <Menu aria-hidden="true" /> : <PanelLeft aria-hidden="true" />}
            </button>
          )}
          <p className="font-brand text-2xl text-wax">Administrative Realm</p>
          {member && (
            <p className="ml-auto hidden text-sm text-ink-soft sm:block">
              {member.name} · {member.role === 'admin' ? 'Admin' : 'Staff'}
            </p>
          )}
          {!member && (
            <button type="button" className="btn-secondary ml-auto" onClick={() => void leave()}>
              Sign Out
            </button>
          )}
        </header>
        <main id="main" className="flex-1 p-4 sm:p-8">
          {children}
        </main>
      </div>
      <Toaster />
    </div>
  )
}
