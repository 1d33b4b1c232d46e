import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { SiteFooter } from './components/site-footer'
import { Toaster } from './components/ui/toaster'

// a new page starts at its top, unless the link points at a section of it
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the change of page itself
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0)
  }, [pathname, hash])
}

export function RootLayout() {
  useScrollToTopOnNavigate()
  // the fonts weigh more than the app's JS; fetched first, they would delay the first paint on slow links
  useEffect(() => {
    void import('./fonts.css')
  }, [])
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Outlet />
      <SiteFooter />
      <Toaster />
    </>
  )
}
