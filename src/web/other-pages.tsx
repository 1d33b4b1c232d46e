import { lazy } from 'react'
import { Route, Routes } from 'react-router'

// The customer pages that `router.tsx` does not declare, each loaded on demand. Their table is a file of
// its own, fetched with the page (its HTML preloads it), so the landing page does not carry it (decision 051).
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
const LoveScrollPage = lazy(() =>
  import('./features/love/love-scroll-page').then((m) => ({ default: m.LoveScrollPage })),
)
const CommissionPage = lazy(() =>
  import('./features/commission/commission-page').then((m) => ({ default: m.CommissionPage })),
)
const CommissionConfirmationPage = lazy(() =>
  import('./features/commission/commission-confirmation-page').then((m) => ({
    default: m.CommissionConfirmationPage,
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

const AuthPage = lazy(() => import('./features/auth/auth-page').then((m) => ({ default: m.AuthPage })))

/** The routes of the customer pages other than the landing page and the pages that read the server. */
export function OtherPages() {
  return (
    <Routes>
      <Route path="/bundles" element={<BundlesPage />} />
      <Route path="/light-rant-form" element={<ClassicScrollPage />} />
      <Route path="/scroll-of-fury-form" element={<CursedScrollPage />} />
      <Route path="/eternal-scroll-form" element={<EternalScrollPage />} />
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
    </Routes>
  )
}
