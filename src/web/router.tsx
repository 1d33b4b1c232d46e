import { createBrowserRouter, type RouteObject } from 'react-router'
import type { SitePath } from '@/domain/site-routes'
import { RootLayout } from './root-layout'
import { LandingPage } from './features/landing/landing-page'

// pages other than the landing page load on demand, so the first paint carries only what it shows
const beingWritten = (title: string): RouteObject['lazy'] => async () => {
  const { BeingWrittenPage } = await import('./pages/being-written-page')
  return { Component: () => <BeingWrittenPage title={title} /> }
}

const pages: Record<Exclude<SitePath, '/'>, RouteObject['lazy']> = {
  '/bundles': async () => ({ Component: (await import('./features/bundles/bundles-page')).BundlesPage }),
  '/bundle-order': beingWritten('Bundle Order'),
  '/light-rant-form': beingWritten('Classic Scroll'),
  '/scroll-of-fury-form': beingWritten('Cursed Scroll'),
  '/eternal-scroll-form': beingWritten('Eternal Scroll'),
  '/custom-commission-form': beingWritten('Custom Commission'),
  '/epic-scroll-commission-form': beingWritten('Epic Scroll Commission'),
  '/love-me-scroll-form': beingWritten('Love Me Scroll'),
  '/payment': beingWritten('Payment'),
  '/test-confirmation': beingWritten('Test Result'),
  '/commission-confirmation': beingWritten('Commission Confirmation'),
  '/auth': beingWritten('Sign In'),
  '/confirmation': beingWritten('Order Confirmation'),
  '/payment-success': beingWritten('Payment Success'),
  '/mock-payment': beingWritten('Review and Pay'),
  '/free-sample': beingWritten('Free Sample'),
  '/free-rant-confirmation': beingWritten('Lightning Roast Entry'),
  '/p/:slug': beingWritten('Partner Offers'),
  '/r/:slug': beingWritten('Partner Offers'),
  '/admin-analytics': beingWritten('Business Analytics'),
  '/internal/admin-analytics': beingWritten('Business Analytics'),
  '/file-manager': beingWritten('File Manager'),
  '/internal/partners': beingWritten('Partner Management'),
  '/internal/partner-analytics': beingWritten('Partner Analytics'),
  '/admin': beingWritten('Administrative Realm'),
  '/admin/analytics': beingWritten('Business Analytics'),
  '/admin/partners': beingWritten('Partner Management'),
  '/admin/partner-analytics': beingWritten('Partner Analytics'),
  '/admin/files': beingWritten('File Manager'),
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    children: [
      { path: '/', Component: LandingPage },
      ...Object.entries(pages).map(([path, lazy]) => ({ path, lazy })),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./features/not-found/not-found-page')).NotFoundPage }),
      },
    ],
  },
])
