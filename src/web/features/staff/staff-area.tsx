import './staff.css'
import { lazy, type ReactNode, Suspense } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { roleAllows } from '@/domain/staff-roles'
import { QueryProvider } from '@/web/lib/query-provider'
import { useWebFonts } from '@/web/lib/use-web-fonts'
import { AccessDenied } from './components/access-denied'
import { ScreenErrorBoundary } from './components/screen-error-boundary'
import type { StaffMember } from './lib/staff-member'
import { TwoFactorPage } from './screens/two-factor-page'
import { StaffLayout } from './staff-layout'

const DashboardPage = lazy(() =>
  import('./screens/dashboard-page').then((m) => ({ default: m.DashboardPage })),
)
const BusinessAnalyticsPage = lazy(() =>
  import('./screens/business-analytics-page').then((m) => ({ default: m.BusinessAnalyticsPage })),
)
const MissingPagesPage = lazy(() =>
  import('./screens/missing-pages-page').then((m) => ({ default: m.MissingPagesPage })),
)
const PartnersPage = lazy(() => import('./screens/partners-page').then((m) => ({ default: m.PartnersPage })))
const PartnerAnalyticsPage = lazy(() =>
  import('./screens/partner-analytics-page').then((m) => ({ default: m.PartnerAnalyticsPage })),
)
const PartnerLedgerPage = lazy(() =>
  import('./screens/partner-ledger-page').then((m) => ({ default: m.PartnerLedgerPage })),
)
const PayoutsPage = lazy(() => import('./screens/payouts-page').then((m) => ({ default: m.PayoutsPage })))
const PayoutRunPage = lazy(() =>
  import('./screens/payout-run-page').then((m) => ({ default: m.PayoutRunPage })),
)
const FileManagerPage = lazy(() =>
  import('./screens/file-manager-page').then((m) => ({ default: m.FileManagerPage })),
)
const UsersPage = lazy(() => import('./screens/users-page').then((m) => ({ default: m.UsersPage })))
const OutboxPage = lazy(() => import('./screens/outbox-page').then((m) => ({ default: m.OutboxPage })))
const OutboxMessagePage = lazy(() =>
  import('./screens/outbox-message-page').then((m) => ({ default: m.OutboxMessagePage })),
)
const OrdersPage = lazy(() => import('./screens/orders-page').then((m) => ({ default: m.OrdersPage })))
const OrderPage = lazy(() => import('./screens/order-page').then((m) => ({ default: m.OrderPage })))
const InboxPage = lazy(() => import('./screens/inbox-page').then((m) => ({ default: m.InboxPage })))
const InboxItemPage = lazy(() =>
  import('./screens/inbox-item-page').then((m) => ({ default: m.InboxItemPage })),
)

/** Which part of the site's routes this is: the staff screens live under four roots (spec section 2). */
export type StaffAreaRoot = 'admin' | 'internal' | 'admin-analytics' | 'file-manager'

function screens(root: StaffAreaRoot, me: StaffMember): ReactNode {
  const analytics = <BusinessAnalyticsPage />
  const files = <FileManagerPage />
  switch (root) {
    case 'admin':
      return (
        <>
          <Route index element={<DashboardPage me={me} />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderPage me={me} />} />
          <Route path="inbox" element={<InboxPage />} />
          <Route path="inbox/:kind/:id" element={<InboxItemPage me={me} />} />
          <Route path="analytics" element={analytics} />
          <Route path="partners" element={<PartnersPage variant="admin" />} />
          <Route path="partner-analytics" element={<PartnerAnalyticsPage variant="admin" />} />
          <Route path="partners/:id/ledger" element={<PartnerLedgerPage me={me} />} />
          <Route path="payouts" element={<PayoutsPage me={me} />} />
          <Route path="payouts/:id" element={<PayoutRunPage me={me} />} />
          <Route path="files" element={files} />
          <Route path="outbox" element={<OutboxPage />} />
          <Route path="outbox/:id" element={<OutboxMessagePage />} />
          <Route path="missing-pages" element={<MissingPagesPage />} />
          <Route
            path="users"
            element={roleAllows(me.role, 'admin') ? <UsersPage me={me} /> : <AccessDenied />}
          />
          <Route path="security" element={<TwoFactorPage enabled={me.twoFactorEnabled} />} />
        </>
      )
    case 'internal':
      return (
        <>
          <Route path="partners" element={<PartnersPage variant="internal" />} />
          <Route path="partner-analytics" element={<PartnerAnalyticsPage variant="internal" />} />
          <Route path="admin-analytics" element={analytics} />
        </>
      )
    case 'admin-analytics':
      return <Route index element={analytics} />
    case 'file-manager':
      return <Route index element={files} />
  }
}

/** The back office, loaded only when a staff route is visited: none of it weighs on a customer's page. */
export function StaffArea({ root }: { root: StaffAreaRoot }) {
  // the staff routes sit outside the storefront's layout, so they ask for the shop's fonts themselves
  useWebFonts()
  return (
    <QueryProvider>
      <StaffLayout>{(me) => <Screens root={root} me={me} />}</StaffLayout>
    </QueryProvider>
  )
}

function Screens({ root, me }: { root: StaffAreaRoot; me: StaffMember }) {
  const { pathname } = useLocation()
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<p aria-busy="true">Loading...</p>}>
        <Routes>
          {screens(root, me)}
          <Route path="*" element={<StaffNotFound />} />
        </Routes>
      </Suspense>
    </ScreenErrorBoundary>
  )
}

function StaffNotFound() {
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="font-display text-3xl">No such chamber</h1>
      <p className="text-ink-soft">This back-office page does not exist. Choose a tool from the sidebar.</p>
    </div>
  )
}
