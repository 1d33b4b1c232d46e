import { lazy, Suspense } from 'react'
import { Outlet, Route, Routes } from 'react-router'
import { SiteHeader } from './components/site-header'
import { LandingPage } from './features/landing/landing-page'
import { RootLayout } from './root-layout'

// Pages other than the landing page load on demand, so the first paint carries only what it shows. The
// declarative router is used on purpose: the data router alone would take a sixth of the first load.
const QueryLayout = lazy(() => import('./lib/query-provider').then((m) => ({ default: m.QueryLayout })))
const BundlesPage = lazy(() =>
  import('./features/bundles/bundles-page').then((m) => ({ default: m.BundlesPage })),
)
const NotFoundPage = lazy(() =>
  import('./features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
)

const ClassicScrollPage = lazy(() =>
  import('./features/order-forms/classic-scroll-page').then((m) => ({ default: m.ClassicScrollPage })),
)
const CursedScrollPage = lazy(() =>
  import('./features/order-forms/cursed-scroll-page').then((m) => ({ default: m.CursedScrollPage })),
)
const EternalScrollPage = lazy(() =>
  import('./features/order-forms/eternal-scroll-page').then((m) => ({ default: m.EternalScrollPage })),
)
const PaymentPage = lazy(() =>
  import('./features/checkout/payment-page').then((m) => ({ default: m.PaymentPage })),
)
const ConfirmationPage = lazy(() =>
  import('./features/checkout/confirmation-page').then((m) => ({ default: m.ConfirmationPage })),
)
const TestCheckoutPage = lazy(() =>
  import('./features/checkout/test-checkout-page').then((m) => ({ default: m.TestCheckoutPage })),
)
const LoveScrollPage = lazy(() =>
  import('./features/love/love-scroll-page').then((m) => ({ default: m.LoveScrollPage })),
)
const TestConfirmationPage = lazy(() =>
  import('./features/love/test-confirmation-page').then((m) => ({ default: m.TestConfirmationPage })),
)
const CommissionPage = lazy(() =>
  import('./features/commission/commission-page').then((m) => ({ default: m.CommissionPage })),
)
const CommissionConfirmationPage = lazy(() =>
  import('./features/commission/commission-confirmation-page').then((m) => ({
    default: m.CommissionConfirmationPage,
  })),
)
const CommissionQuotePage = lazy(() =>
  import('./features/commission-quote/commission-quote-page').then((m) => ({
    default: m.CommissionQuotePage,
  })),
)
const FreeSamplePage = lazy(() =>
  import('./features/free-sample/free-sample-page').then((m) => ({ default: m.FreeSamplePage })),
)
const FreeRantConfirmationPage = lazy(() =>
  import('./features/free-sample/free-rant-confirmation-page').then((m) => ({
    default: m.FreeRantConfirmationPage,
  })),
)
const BundleOrderPage = lazy(() =>
  import('./features/bundle-order/bundle-order-page').then((m) => ({ default: m.BundleOrderPage })),
)
const MockPaymentPage = lazy(() =>
  import('./features/bundle-order/mock-payment-page').then((m) => ({ default: m.MockPaymentPage })),
)
const PartnerLandingPage = lazy(() =>
  import('./features/partner/partner-landing-page').then((m) => ({ default: m.PartnerLandingPage })),
)
// the shop's rules, each page in a file of its own
const ScribesCodePage = lazy(() =>
  import('./features/policies/scribes-code-page').then((m) => ({ default: m.ScribesCodePage })),
)
const TermsPage = lazy(() => import('./features/policies/terms-page').then((m) => ({ default: m.TermsPage })))
const PrivacyPage = lazy(() =>
  import('./features/policies/privacy-page').then((m) => ({ default: m.PrivacyPage })),
)
const RefundsPage = lazy(() =>
  import('./features/policies/refunds-page').then((m) => ({ default: m.RefundsPage })),
)
// a scroll's recipient: no more scrolls, or a report to staff
const NeverAgainPage = lazy(() =>
  import('./features/recipient/never-again-page').then((m) => ({ default: m.NeverAgainPage })),
)
const ReportPage = lazy(() =>
  import('./features/recipient/report-page').then((m) => ({ default: m.ReportPage })),
)
// the customer's private page of an order, by the signed link in their receipt
const OrderPage = lazy(() =>
  import('./features/order-page/order-page').then((m) => ({ default: m.OrderPage })),
)

const AuthPage = lazy(() => import('./features/auth/auth-page').then((m) => ({ default: m.AuthPage })))
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
          <Route path="/bundles" element={<BundlesPage />} />
          <Route path="/light-rant-form" element={<ClassicScrollPage />} />
          <Route path="/scroll-of-fury-form" element={<CursedScrollPage />} />
          <Route path="/eternal-scroll-form" element={<EternalScrollPage />} />
          {/* the pages that read the server through TanStack Query; the forms send through the API client */}
          <Route element={<QueryLayout />}>
            <Route path="/payment" element={<PaymentPage />} />
            <Route path="/confirmation" element={<ConfirmationPage />} />
            <Route path="/payment-success" element={<ConfirmationPage />} />
            <Route path="/test-checkout/:sessionId" element={<TestCheckoutPage />} />
            <Route path="/test-confirmation" element={<TestConfirmationPage />} />
            <Route path="/commission/quote/:token" element={<CommissionQuotePage />} />
            <Route path="/order/:token" element={<OrderPage />} />
            <Route path="/p/:slug" element={<PartnerLandingPage />} />
            <Route path="/r/:slug" element={<PartnerLandingPage />} />
          </Route>
          <Route path="/love-me-scroll-form" element={<LoveScrollPage />} />
          <Route path="/custom-commission-form" element={<CommissionPage />} />
          <Route path="/epic-scroll-commission-form" element={<CommissionPage />} />
          <Route path="/commission-confirmation" element={<CommissionConfirmationPage />} />
          <Route path="/free-sample" element={<FreeSamplePage />} />
          <Route path="/free-rant-confirmation" element={<FreeRantConfirmationPage />} />
          <Route path="/bundle-order" element={<BundleOrderPage />} />
          <Route path="/mock-payment" element={<MockPaymentPage />} />
          <Route path="/scribes-code" element={<ScribesCodePage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/refunds" element={<RefundsPage />} />
          <Route path="/never-again/:token" element={<NeverAgainPage />} />
          <Route path="/report/:token" element={<ReportPage />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  )
}
