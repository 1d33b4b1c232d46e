/**
 * Scrolls to a section of the page and moves focus there, so keyboard and screen-reader users land where
 * sighted users look. Visitors who ask for less motion get an instant jump.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id)
  if (section) return reveal(section)
  // the landing page's sections arrive a moment after its hero: a visitor who clicks before they do is
  // taken there once the section appears, rather than left where they were
  const observer = new MutationObserver(() => {
    const arrived = document.getElementById(id)
    if (!arrived) return
    observer.disconnect()
    reveal(arrived)
  })
  observer.observe(document.body, { childList: true, subtree: true })
  setTimeout(() => observer.disconnect(), SECTION_WAIT_MS)
}

const SECTION_WAIT_MS = 10_000

function reveal(section: HTMLElement) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  section.focus({ preventScroll: true })
}
