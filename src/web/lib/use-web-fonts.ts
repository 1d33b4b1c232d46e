import { useEffect } from 'react'

/**
 * Loads the shop's web fonts (fonts.css) once the page has rendered: they weigh more than the app's JS, and
 * fetched first they would delay the first paint on slow links; the fallback faces stand in until then.
 * Each layout asks for them, the storefront's and the back office's, since either may be the first page.
 */
export function useWebFonts() {
  useEffect(() => {
    void import('../fonts.css')
  }, [])
}
