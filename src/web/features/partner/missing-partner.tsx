import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useRecordNotFoundHit } from '@/web/features/not-found/api/record-not-found-hit'
import { NotFoundPage } from '@/web/features/not-found/not-found-page'

/**
 * An unknown or inactive partner's link is a missing page. The server answers 200 for every /p/{slug}
 * (it cannot tell the slugs apart), so a link opened directly is recorded here; the 404 page itself
 * records those reached inside the app.
 */
export function MissingPartner() {
  const { key, pathname } = useLocation()
  const { mutate: recordHit } = useRecordNotFoundHit()
  const recorded = useRef(false)
  useEffect(() => {
    if (key !== 'default' || recorded.current) return
    recorded.current = true
    recordHit(pathname)
  }, [key, pathname, recordHit])
  return <NotFoundPage />
}
