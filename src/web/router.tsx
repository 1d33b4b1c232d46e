import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import type { SitePath } from '@/domain/site-routes'
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
const BeingWrittenPage = lazy(() =>
  import('./pages/being-written-page').then((m) => ({ default: m.BeingWrittenPage })),
)

/** Screens whose scribes are still at work, by route, with the title their page shows meanwhile. */
const beingWritten: Partial<Record<SitePath, string>> = {
  '/bundle-order': 'Bundle Order',
  '/light-rant-form': 'Classic Scroll',
  '/scroll-of-fury-form': 'Cursed Scroll',
  '/eternal-scroll-form': 'Eternal Scroll',
  '/custom-commission-form': 'Custom Commission',
  '/epic-scroll-commission-form': 'Epic Scroll Commission',
  '/love-me-scroll-form': 'Love Me Scroll',
  '/payment': 'Payment',
  '/test-confirmation': 'Test Result',
  '/commission-confirmation': 'Commission Confirmation',
  '/auth': 'Sign In',
  '/confirmation': 'Order Confirmation',
  '/payment-success': 'Payment Success',
  '/mock-payment': 'Review and Pay',
  '/free-sample': 'Free Sample',
  '/free-rant-confirmation': 'Lightning Roast Entry',
  '/p/:slug': 'Partner Offers',
  '/r/:slug': 'Partner Offers',
  '/admin-analytics': 'Business Analytics',
  '/internal/admin-analytics': 'Business Analytics',
  '/file-manager': 'File Manager',
  '/internal/partners': 'Partner Management',
  '/internal/partner-analytics': 'Partner Analytics',
  '/admin': 'Administrative Realm',
  '/admin/analytics': 'Business Analytics',
  '/admin/partners': 'Partner Management',
  '/admin/partner-analytics': 'Partner Analytics',
  '/admin/files': 'File Manager',
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route
          element={
            <Suspense fallback={<main id="main" className="min-h-[70vh]" aria-busy="true" />}>
              <QueryLayout />
            </Suspense>
          }
        >
          <Route path="/bundles" element={<BundlesPage />} />
          {Object.entries(beingWritten).map(([path, title]) => (
            <Route key={path} path={path} element={<BeingWrittenPage title={title} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  )
}
