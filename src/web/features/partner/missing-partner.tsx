import { NotFoundPage } from '@/web/features/not-found/not-found-page'

/**
 * An unknown or inactive partner's link is a missing page: opened directly, the server already answered 404
 * and recorded it; reached inside the app, the 404 page records it.
 */
export function MissingPartner() {
  return <NotFoundPage />
}
