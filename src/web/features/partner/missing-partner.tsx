import { lazy } from 'react'

// loaded only for a link that leads nowhere, so a partner's visitors do not carry the 404 page
const NotFoundPage = lazy(() =>
  import('@/web/features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
)

/**
 * An unknown or inactive partner's link is a missing page: opened directly, the server already answered 404
 * and recorded it; reached inside the app, the 404 page records it.
 */
export function MissingPartner() {
  return <NotFoundPage />
}
