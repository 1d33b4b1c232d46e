import { lazy, Suspense } from 'react'
import { Outlet, Route, Routes } from 'react-router'
import { SiteHeader } from './components/site-header'
import { LandingPage } from './features/landing/landing-page'
import { RootLayout } from './root-layout'

// Pages other than the landing page load on demand, so the first paint carries only what it shows. The
// declarative router is used on purpose: the data router alone would take a sixth of the first load.
// This table names the landing page and the pages that read the server, whose first loads (TanStack
// Query) are the heaviest; the other pages' routes come in a file of their own (decision 051).
const QueryLayout = lazy(() => import('./lib/query-provider').then((m) => ({ default: m.QueryLayout })))
const PaymentPage = lazy(() =>
  import('./features/checkout/payment-page').then((m) => ({ default: m.PaymentPage })),
)
const ConfirmationPage = lazy(() =>
  import('./features/checkout/confirmation-page').then((m) => ({ default: m.ConfirmationPage })),
)
const TestCheckoutPage = lazy(() =>
  import('./features/checkout/test-checkout-page').then((m) => ({ default: m.TestCheckoutPage })),
)
const CommissionQuotePage = lazy(() =>
  import('./features/commission-quote/commission-quote-page').then((m) => ({
    default: m.CommissionQuotePage,
  })),
)
const PartnerLandingPage = lazy(() =>
  import('./features/partner/partner-landing-page').then((m) => ({ default: m.PartnerLandingPage })),
)
// the customer's private page of an order, by the signed link in their receipt
const OrderPage = lazy(() =>
  import('./features/order-page/order-page').then((m) => ({ default: m.OrderPage })),
)
// every other customer page: the forms, the bundles, the shop's rules, the recipient's pages, sign-in, 404
const OtherPages = lazy(() => import('./other-pages').then((m) => ({ default: m.OtherPages })))

// the back office: its own layout, styles and screens, none of them in a customer's page
const StaffArea = lazy(() => import('./features/staff/staff-area').then((m) => ({ default: m.StaffArea })))

const staffRoots = [
  ['/admin/*', 'admin'],
  ['/internal/*', 'internal'],
  ['/admin-analytics', 'admin-analytics'],
  ['/file-manager', 'file-manager'],
] as const

export function AppRoutes() {
  return (
    <Routes>
      {staffRoots.map(([path, root]) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={<main id="main" className="min-h-dvh" aria-busy="true" />}>
              <StaffArea root={root} />
            </Suspense>
          }
        />
      ))}
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route
          element={
            <>
              <SiteHeader />
              <Suspense fallback={<main id="main" className="min-h-dvh" aria-busy="true" />}>
                <Outlet />
              </Suspense>
            </>
          }
        >
          {/* the pages that read the server through TanStack Query; the forms send through the API client */}
          <Route element={<QueryLayout />}>
            <Route path="/payment" element={<PaymentPage />} />
            <Route path="/confirmation" element={<ConfirmationPage />} />
            <Route path="/payment-success" element={<ConfirmationPage />} />
            <Route path="/test-checkout/:sessionId" element={<TestCheckoutPage />} />
            <Route path="/test-confirmation" element={<ConfirmationPage />} />
            <Route path="/commission/quote/:token" element={<CommissionQuotePage />} />
            <Route path="/order/:token" element={<OrderPage />} />
            <Route path="/p/:slug" element={<PartnerLandingPage />} />
            <Route path="/r/:slug" element={<PartnerLandingPage />} />
          </Route>
          <Route path="*" element={<OtherPages />} />
        </Route>
      </Route>
    </Routes>
  )
}
