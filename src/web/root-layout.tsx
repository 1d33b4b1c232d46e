import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { SiteFooter } from './components/site-footer'
import { Toaster } from './components/ui/toaster'
import { useWebFonts } from './lib/use-web-fonts'

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
  useWebFonts()
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
