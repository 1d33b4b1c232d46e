import { useCallback, useEffect, useState } from 'react'

const cookieName = 'sidebar_state'
const cookieMaxAge = 60 * 60 * 24 * 7

/** The sidebar's open state, remembered for seven days in a cookie, as the spec asks. */
export function readSidebarCookie(cookie = document.cookie): boolean {
  const match = cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/)
  return match ? match[1] === 'true' : true
}

function writeSidebarCookie(open: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what the spec asks for; no store needed
  document.cookie = `${cookieName}=${open}; path=/; max-age=${cookieMaxAge}; samesite=lax`
}

const mobileQuery = '(max-width: 767px)'

export function useIsMobile() {
  const [mobile, setMobile] = useState(() => window.matchMedia(mobileQuery).matches)
  useEffect(() => {
    const media = window.matchMedia(mobileQuery)
    const update = () => setMobile(media.matches)
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])
  return mobile
}

/**
 * Open or collapsed on wide screens (remembered), a sheet over the page on phones (not remembered).
 * Ctrl+B (Cmd+B on a Mac) toggles whichever applies.
 */
export function useSidebar() {
  const mobile = useIsMobile()
  const [open, setOpenState] = useState(readSidebarCookie)
  const [sheetOpen, setSheetOpen] = useState(false)

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next)
    writeSidebarCookie(next)
  }, [])

  const toggle = useCallback(() => {
    if (mobile) setSheetOpen((current) => !current)
    else setOpen(!open)
  }, [mobile, open, setOpen])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault()
        toggle()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  return { mobile, open, setOpen, sheetOpen, setSheetOpen, toggle }
}
