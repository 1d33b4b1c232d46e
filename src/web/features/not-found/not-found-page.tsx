import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { recordNotFoundHit } from './api/record-not-found-hit'

export function NotFoundPage() {
  useDocumentTitle('Page Not Found')
  const location = useLocation()
  const recordedKey = useRef<string | null>(null)

  useEffect(() => {
    // a page loaded directly was already recorded by the server; only in-app navigation needs reporting
    if (location.key === 'default' || recordedKey.current === location.key) return
    recordedKey.current = location.key
    // a hit that is not recorded costs the visitor nothing, so a failure is not shown
    recordNotFoundHit(location.pathname).catch(() => {})
  }, [location.key, location.pathname])

  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-5 px-6 py-16 text-center"
    >
      <p aria-hidden="true" className="font-brand text-8xl text-wax">
        404
      </p>
      <h1 className="text-4xl">Oops! Page not found</h1>
      <p className="text-lg text-ink-soft">
        This scroll has been lost to the ages, or perhaps eaten by the scriptorium goat. Either way, it is not
        here.
      </p>
      <Link to="/" className="btn-primary">
        Return to Home
      </Link>
    </main>
  )
}
