import { Link, useLocation } from 'react-router'
import { useDocumentTitle } from '@/web/lib/use-document-title'

/** For an account without the role a screen asks for: what happened, and how to sign in as someone else. */
export function AccessDenied() {
  useDocumentTitle('Access Denied')
  const { pathname, search } = useLocation()
  const redirect = encodeURIComponent(`${pathname}${search}`)
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="font-display text-4xl text-wax">Access Denied</h1>
      <p className="text-lg text-ink-soft">
        This chamber is not open to thy account. An admin can grant the role it asks for.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={`/auth?redirect=${redirect}`} className="btn-primary">
          Sign In with Another Account
        </Link>
        <Link to="/" className="btn-secondary">
          Back to Site
        </Link>
      </div>
    </div>
  )
}
